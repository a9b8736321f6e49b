/**
 * @generated SignedSource<<2d1804dd1f2578cd64a325dd299e9c57>>
 * @relayHash 9b91dd9a0ab41076354bffb723da7e87
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c68a8acf58c956e59a7d87d45604402553342fe3c6b105056f99d42a325e07c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PinCardFooterTestQuery$variables = Record<PropertyKey, never>;
export type PinCardFooterTestQuery$data = {
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"PinCardFooter_pin">;
  } | null | undefined;
};
export type PinCardFooterTestQuery = {
  response: PinCardFooterTestQuery$data;
  variables: PinCardFooterTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "test"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "size",
    "value": "W236"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "offsiteUrl",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageSmallUrl",
  "storageKey": null
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "User"
},
v15 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Image"
},
v16 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PinCardFooterTestQuery",
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
            "name": "PinCardFooter_pin"
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
    "name": "PinCardFooterTestQuery",
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
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isShoppable",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "width",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "height",
                "storageKey": null
              }
            ],
            "storageKey": "image(size:\"W236\")"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isOosProduct",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isStaleProduct",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RichSummary",
            "kind": "LinkedField",
            "name": "richSummary",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "products",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OfferSummary",
                    "kind": "LinkedField",
                    "name": "offerSummary",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "price",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "minPrice",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "maxPrice",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "standardPrice",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "labels",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "siteName",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSensitive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "access",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seoTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seoDescription",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "richMetadata",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StoryPinData",
            "kind": "LinkedField",
            "name": "storyPinData",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pinTitle",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "domain",
            "storageKey": null
          },
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
            "concreteType": "Sponsorship",
            "kind": "LinkedField",
            "name": "sponsorship",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sponsorName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sponsorUsername",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seoUrl",
            "storageKey": null
          },
          (v3/*:: as any*/),
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
            "args": (v1/*:: as any*/),
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
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
                  (v3/*:: as any*/)
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "pinner",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isVerifiedMerchant",
                "storageKey": null
              },
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "aiDisclosure",
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Board",
            "kind": "LinkedField",
            "name": "board",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isCollaborative",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "collaboratedByMe",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ]
  },
  "params": {
    "id": "5c68a8acf58c956e59a7d87d45604402553342fe3c6b105056f99d42a325e07c",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.access": (v9/*:: as any*/),
        "pin.adDestinationUrl": (v10/*:: as any*/),
        "pin.adServeId": (v10/*:: as any*/),
        "pin.advertiserId": (v10/*:: as any*/),
        "pin.aiDisclosure": {
          "enumValues": [
            "made_with_ai",
            "modified_with_ai",
            "parts_made_with_ai"
          ],
          "nullable": true,
          "plural": false,
          "type": "AiDisclosure"
        },
        "pin.attributionSourceId": (v10/*:: as any*/),
        "pin.board": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Board"
        },
        "pin.board.collaboratedByMe": (v11/*:: as any*/),
        "pin.board.id": (v12/*:: as any*/),
        "pin.board.isCollaborative": (v11/*:: as any*/),
        "pin.board.name": (v13/*:: as any*/),
        "pin.board.owner": (v14/*:: as any*/),
        "pin.board.owner.entityId": (v13/*:: as any*/),
        "pin.board.owner.id": (v12/*:: as any*/),
        "pin.board.url": (v13/*:: as any*/),
        "pin.campaignId": (v10/*:: as any*/),
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
        "pin.carouselData.carouselSlots.offsiteUrl": (v10/*:: as any*/),
        "pin.category": (v10/*:: as any*/),
        "pin.collectionItems": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CollectionItem"
        },
        "pin.collectionItems.__typename": (v13/*:: as any*/),
        "pin.description": (v13/*:: as any*/),
        "pin.domain": (v10/*:: as any*/),
        "pin.entityId": (v13/*:: as any*/),
        "pin.id": (v12/*:: as any*/),
        "pin.image": (v15/*:: as any*/),
        "pin.image.height": (v16/*:: as any*/),
        "pin.image.width": (v16/*:: as any*/),
        "pin.isDownstreamPromotion": (v11/*:: as any*/),
        "pin.isOosProduct": (v11/*:: as any*/),
        "pin.isPromoted": (v11/*:: as any*/),
        "pin.isSensitive": (v11/*:: as any*/),
        "pin.isShoppable": (v11/*:: as any*/),
        "pin.isStaleProduct": (v11/*:: as any*/),
        "pin.isThirdPartyAd": (v11/*:: as any*/),
        "pin.link": (v10/*:: as any*/),
        "pin.offsiteUrl": (v10/*:: as any*/),
        "pin.pinner": (v14/*:: as any*/),
        "pin.pinner.fullName": (v13/*:: as any*/),
        "pin.pinner.id": (v12/*:: as any*/),
        "pin.pinner.imageSmallUrl": (v13/*:: as any*/),
        "pin.pinner.isVerifiedMerchant": (v11/*:: as any*/),
        "pin.pinner.username": (v13/*:: as any*/),
        "pin.promoter": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "pin.promoter.fullName": (v13/*:: as any*/),
        "pin.promoter.id": (v12/*:: as any*/),
        "pin.promoter.imageSmallUrl": (v13/*:: as any*/),
        "pin.promoter.username": (v13/*:: as any*/),
        "pin.redirectImage": (v15/*:: as any*/),
        "pin.redirectImage.url": (v13/*:: as any*/),
        "pin.richMetadata": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "JSON"
        },
        "pin.richSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RichSummary"
        },
        "pin.richSummary.displayName": (v10/*:: as any*/),
        "pin.richSummary.products": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Product"
        },
        "pin.richSummary.products.labels": (v9/*:: as any*/),
        "pin.richSummary.products.offerSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OfferSummary"
        },
        "pin.richSummary.products.offerSummary.maxPrice": (v10/*:: as any*/),
        "pin.richSummary.products.offerSummary.minPrice": (v10/*:: as any*/),
        "pin.richSummary.products.offerSummary.price": (v10/*:: as any*/),
        "pin.richSummary.products.offerSummary.standardPrice": (v10/*:: as any*/),
        "pin.richSummary.siteName": (v10/*:: as any*/),
        "pin.seoDescription": (v10/*:: as any*/),
        "pin.seoTitle": (v10/*:: as any*/),
        "pin.seoUrl": (v13/*:: as any*/),
        "pin.sponsorship": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Sponsorship"
        },
        "pin.sponsorship.sponsorName": (v10/*:: as any*/),
        "pin.sponsorship.sponsorUsername": (v10/*:: as any*/),
        "pin.sponsorship.status": (v16/*:: as any*/),
        "pin.storyPinData": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "StoryPinData"
        },
        "pin.storyPinData.pinTitle": (v10/*:: as any*/),
        "pin.title": (v13/*:: as any*/),
        "pin.trackingParams": (v10/*:: as any*/),
        "pin.type": {
          "enumValues": [
            "carousel",
            "gif",
            "image",
            "product",
            "recipe",
            "story",
            "video"
          ],
          "nullable": false,
          "plural": false,
          "type": "PinType"
        }
      }
    },
    "name": "PinCardFooterTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1ce51b14d08f7222573e4174c0a0328d";

export default node;
