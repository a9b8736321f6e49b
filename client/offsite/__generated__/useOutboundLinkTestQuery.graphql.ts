/**
 * @generated SignedSource<<454bf086011406b28daf885f5a4584a0>>
 * @relayHash b8764b5eb904dca0726f8b746501f270
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f20923b7574b365528f0041381c24b874e6f8ddd53801f2c69ebc299a0e62501

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useOutboundLinkTestQuery$variables = Record<PropertyKey, never>;
export type useOutboundLinkTestQuery$data = {
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"useOutboundLink_pin">;
  } | null | undefined;
};
export type useOutboundLinkTestQuery = {
  response: useOutboundLinkTestQuery$data;
  variables: useOutboundLinkTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "test"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "offsiteUrl",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useOutboundLinkTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Pin",
        "kind": "LinkedField",
        "name": "pin",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useOutboundLink_pin"
          }
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useOutboundLinkTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Pin",
        "kind": "LinkedField",
        "name": "pin",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "entityId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seoUrl",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPromoted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDownstreamPromotion",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isThirdPartyAd",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "adServeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "category",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "trackingParams",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CollectionItem",
            "kind": "LinkedField",
            "name": "collectionItems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": "redirectImage",
            "args": [
              {
                "kind": "Literal",
                "name": "size",
                "value": "W236"
              }
            ],
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": "image(size:\"W236\")"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CarouselData",
            "kind": "LinkedField",
            "name": "carouselData",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CarouselSlot",
                "kind": "LinkedField",
                "name": "carouselSlots",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "adDestinationUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "advertiserId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "campaignId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attributionSourceId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ]
  },
  "params": {
    "id": "f20923b7574b365528f0041381c24b874e6f8ddd53801f2c69ebc299a0e62501",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.adDestinationUrl": (v2/*:: as any*/),
        "pin.adServeId": (v2/*:: as any*/),
        "pin.advertiserId": (v2/*:: as any*/),
        "pin.attributionSourceId": (v2/*:: as any*/),
        "pin.campaignId": (v2/*:: as any*/),
        "pin.carouselData": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarouselData"
        },
        "pin.carouselData.carouselSlots": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CarouselSlot"
        },
        "pin.carouselData.carouselSlots.offsiteUrl": (v2/*:: as any*/),
        "pin.category": (v2/*:: as any*/),
        "pin.collectionItems": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CollectionItem"
        },
        "pin.collectionItems.__typename": (v3/*:: as any*/),
        "pin.entityId": (v3/*:: as any*/),
        "pin.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "pin.isDownstreamPromotion": (v4/*:: as any*/),
        "pin.isPromoted": (v4/*:: as any*/),
        "pin.isThirdPartyAd": (v4/*:: as any*/),
        "pin.offsiteUrl": (v2/*:: as any*/),
        "pin.redirectImage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Image"
        },
        "pin.redirectImage.url": (v3/*:: as any*/),
        "pin.seoUrl": (v3/*:: as any*/),
        "pin.trackingParams": (v2/*:: as any*/)
      }
    },
    "name": "useOutboundLinkTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "af9c1b52bd3950db59443b94e8bda62b";

export default node;
