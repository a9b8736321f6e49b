/**
 * @generated SignedSource<<b3947f3278ec4d11cccf10b35e9cd1ad>>
 * @relayHash 89b673b8bde3b5e9921f63770f6ae2f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b21b1b8de4f1055b7829e4480d362d43bf6653709ec14c33aceaec940dd9bc5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WhyAdModalTestQuery$variables = Record<PropertyKey, never>;
export type WhyAdModalTestQuery$data = {
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"OptionsMenu_pin">;
  } | null | undefined;
};
export type WhyAdModalTestQuery = {
  response: WhyAdModalTestQuery$data;
  variables: WhyAdModalTestQuery$variables;
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
  "name": "entityId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WhyAdModalTestQuery",
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
            "name": "OptionsMenu_pin"
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
    "name": "WhyAdModalTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Pin",
        "kind": "LinkedField",
        "name": "pin",
        "plural": false,
        "selections": [
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "pinner",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "promoter",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fullName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isEligibleForPromotedPartnership",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "promotedPartnershipAdvertiserName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "promotedPartnershipAttributionName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdTargetingAttribution",
            "kind": "LinkedField",
            "name": "adTargetingAttribution",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "advertiserName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isFirstPartyPersonalizationEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isThirdPartyPersonalizationEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "customerListMatched",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lookalikeMatched",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "engagementMatched",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expandedTargetingMatched",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fromGpsLocation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "visitorMatched",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shoppingProspectingMatched",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "personaMatched",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "matchedAgeBucket",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "matchedLocale",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "matchedInterest",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "matchedGender",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "matchedDevice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "matchedKeyword",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "geoRegion",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "geoPostalCode",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": "origImage",
            "args": [
              {
                "kind": "Literal",
                "name": "size",
                "value": "ORIG"
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
            "storageKey": "image(size:\"ORIG\")"
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ]
  },
  "params": {
    "id": "2b21b1b8de4f1055b7829e4480d362d43bf6653709ec14c33aceaec940dd9bc5",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.adServeId": (v3/*:: as any*/),
        "pin.adTargetingAttribution": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AdTargetingAttribution"
        },
        "pin.adTargetingAttribution.advertiserName": (v3/*:: as any*/),
        "pin.adTargetingAttribution.customerListMatched": (v4/*:: as any*/),
        "pin.adTargetingAttribution.engagementMatched": (v4/*:: as any*/),
        "pin.adTargetingAttribution.expandedTargetingMatched": (v4/*:: as any*/),
        "pin.adTargetingAttribution.fromGpsLocation": (v4/*:: as any*/),
        "pin.adTargetingAttribution.geoPostalCode": (v3/*:: as any*/),
        "pin.adTargetingAttribution.geoRegion": (v3/*:: as any*/),
        "pin.adTargetingAttribution.isFirstPartyPersonalizationEnabled": (v4/*:: as any*/),
        "pin.adTargetingAttribution.isThirdPartyPersonalizationEnabled": (v4/*:: as any*/),
        "pin.adTargetingAttribution.lookalikeMatched": (v4/*:: as any*/),
        "pin.adTargetingAttribution.matchedAgeBucket": (v3/*:: as any*/),
        "pin.adTargetingAttribution.matchedDevice": (v3/*:: as any*/),
        "pin.adTargetingAttribution.matchedGender": (v3/*:: as any*/),
        "pin.adTargetingAttribution.matchedInterest": (v3/*:: as any*/),
        "pin.adTargetingAttribution.matchedKeyword": (v3/*:: as any*/),
        "pin.adTargetingAttribution.matchedLocale": (v3/*:: as any*/),
        "pin.adTargetingAttribution.personaMatched": (v4/*:: as any*/),
        "pin.adTargetingAttribution.shoppingProspectingMatched": (v4/*:: as any*/),
        "pin.adTargetingAttribution.visitorMatched": (v4/*:: as any*/),
        "pin.entityId": (v5/*:: as any*/),
        "pin.id": (v6/*:: as any*/),
        "pin.isEligibleForPromotedPartnership": (v4/*:: as any*/),
        "pin.isPromoted": (v4/*:: as any*/),
        "pin.origImage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Image"
        },
        "pin.origImage.url": (v5/*:: as any*/),
        "pin.pinner": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "pin.pinner.entityId": (v5/*:: as any*/),
        "pin.pinner.id": (v6/*:: as any*/),
        "pin.promotedPartnershipAdvertiserName": (v3/*:: as any*/),
        "pin.promotedPartnershipAttributionName": (v3/*:: as any*/),
        "pin.promoter": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "pin.promoter.fullName": (v5/*:: as any*/),
        "pin.promoter.id": (v6/*:: as any*/),
        "pin.promoter.username": (v5/*:: as any*/)
      }
    },
    "name": "WhyAdModalTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ad86c4a65b2ed455d4cccc18c6b7f4c2";

export default node;
