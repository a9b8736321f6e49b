/**
 * @generated SignedSource<<e34f3caa445f31095d69d13dcd4045dc>>
 * @relayHash aded476bcc82b6c96d00de19cf6e0b33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c354e1934d6eea8287233779977f9bc311baa2d4fd8d9063c8f3d25550adcb0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CloseupTestQuery$variables = Record<PropertyKey, never>;
export type CloseupTestQuery$data = {
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"Closeup_pin">;
  } | null | undefined;
};
export type CloseupTestQuery = {
  response: CloseupTestQuery$data;
  variables: CloseupTestQuery$variables;
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
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dominantColor",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "size",
      "value": "W736"
    }
  ],
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": "image(size:\"W736\")"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v16 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Image"
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v18 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v19 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v20 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v21 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CloseupTestQuery",
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
            "name": "Closeup_pin"
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
    "name": "CloseupTestQuery",
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          (v3/*:: as any*/),
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
            "name": "altText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "autoAltText",
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
            "name": "videoDuration",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "VideoVariant",
            "kind": "LinkedField",
            "name": "videoList",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
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
            "alias": null,
            "args": null,
            "concreteType": "PinEmbed",
            "kind": "LinkedField",
            "name": "embed",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "src",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ImageCrop",
            "kind": "LinkedField",
            "name": "imageCrop",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minY",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxY",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "index",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CarouselSlot",
                "kind": "LinkedField",
                "name": "carouselSlots",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slotId",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
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
                "name": "pinId",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": "image(size:\"W236\")"
              }
            ],
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "imageMediumUrl",
                "storageKey": null
              },
              (v11/*:: as any*/),
              (v1/*:: as any*/)
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v11/*:: as any*/),
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
                "name": "privacy",
                "storageKey": null
              }
            ],
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
                "name": "isDeleted",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
                "kind": "ScalarField",
                "name": "siteName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayCookTime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AggregateRating",
                "kind": "LinkedField",
                "name": "aggregateRating",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ratingValue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bestRating",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reviewCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PinJoin",
            "kind": "LinkedField",
            "name": "pinJoin",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "visualAnnotation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shoppingKlpUrls",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reactedByMe",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReactionCount",
            "kind": "LinkedField",
            "name": "reactionCountsData",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reactionType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reactionCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isRepin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasThirtyDayRealtimeStats",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seoUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedInfo",
            "kind": "LinkedField",
            "name": "savedInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "boardId",
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
                  (v11/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "layout",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BoardSection",
                "kind": "LinkedField",
                "name": "section",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ]
  },
  "params": {
    "id": "9c354e1934d6eea8287233779977f9bc311baa2d4fd8d9063c8f3d25550adcb0",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.altText": (v12/*:: as any*/),
        "pin.autoAltText": (v12/*:: as any*/),
        "pin.board": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Board"
        },
        "pin.board.id": (v13/*:: as any*/),
        "pin.board.isCollaborative": (v14/*:: as any*/),
        "pin.board.name": (v15/*:: as any*/),
        "pin.board.privacy": {
          "enumValues": [
            "protected",
            "public",
            "secret"
          ],
          "nullable": false,
          "plural": false,
          "type": "BoardPrivacy"
        },
        "pin.board.url": (v15/*:: as any*/),
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
        "pin.carouselData.carouselSlots.image": (v16/*:: as any*/),
        "pin.carouselData.carouselSlots.image.height": (v17/*:: as any*/),
        "pin.carouselData.carouselSlots.image.url": (v15/*:: as any*/),
        "pin.carouselData.carouselSlots.image.width": (v17/*:: as any*/),
        "pin.carouselData.carouselSlots.link": (v12/*:: as any*/),
        "pin.carouselData.carouselSlots.slotId": (v15/*:: as any*/),
        "pin.carouselData.carouselSlots.title": (v15/*:: as any*/),
        "pin.carouselData.index": (v17/*:: as any*/),
        "pin.collectionItems": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CollectionItem"
        },
        "pin.collectionItems.image": (v16/*:: as any*/),
        "pin.collectionItems.image.dominantColor": (v15/*:: as any*/),
        "pin.collectionItems.image.height": (v17/*:: as any*/),
        "pin.collectionItems.image.url": (v15/*:: as any*/),
        "pin.collectionItems.image.width": (v17/*:: as any*/),
        "pin.collectionItems.link": (v12/*:: as any*/),
        "pin.collectionItems.pinId": (v12/*:: as any*/),
        "pin.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "pin.description": (v15/*:: as any*/),
        "pin.domain": (v12/*:: as any*/),
        "pin.dominantColor": (v15/*:: as any*/),
        "pin.embed": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PinEmbed"
        },
        "pin.embed.src": (v12/*:: as any*/),
        "pin.embed.type": (v12/*:: as any*/),
        "pin.entityId": (v15/*:: as any*/),
        "pin.hasThirtyDayRealtimeStats": (v14/*:: as any*/),
        "pin.id": (v13/*:: as any*/),
        "pin.image": (v16/*:: as any*/),
        "pin.image.height": (v17/*:: as any*/),
        "pin.image.url": (v15/*:: as any*/),
        "pin.image.width": (v17/*:: as any*/),
        "pin.imageCrop": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ImageCrop"
        },
        "pin.imageCrop.maxY": (v18/*:: as any*/),
        "pin.imageCrop.minY": (v18/*:: as any*/),
        "pin.isDownstreamPromotion": (v14/*:: as any*/),
        "pin.isPromoted": (v14/*:: as any*/),
        "pin.isRepin": (v14/*:: as any*/),
        "pin.link": (v12/*:: as any*/),
        "pin.pinJoin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PinJoin"
        },
        "pin.pinJoin.shoppingKlpUrls": (v19/*:: as any*/),
        "pin.pinJoin.visualAnnotation": (v19/*:: as any*/),
        "pin.pinner": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "pin.pinner.entityId": (v15/*:: as any*/),
        "pin.pinner.fullName": (v15/*:: as any*/),
        "pin.pinner.id": (v13/*:: as any*/),
        "pin.pinner.imageMediumUrl": (v15/*:: as any*/),
        "pin.pinner.username": (v15/*:: as any*/),
        "pin.reactedByMe": (v14/*:: as any*/),
        "pin.reactionCountsData": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ReactionCount"
        },
        "pin.reactionCountsData.reactionCount": (v17/*:: as any*/),
        "pin.reactionCountsData.reactionType": (v17/*:: as any*/),
        "pin.richSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RichSummary"
        },
        "pin.richSummary.aggregateRating": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AggregateRating"
        },
        "pin.richSummary.aggregateRating.bestRating": (v20/*:: as any*/),
        "pin.richSummary.aggregateRating.ratingValue": (v20/*:: as any*/),
        "pin.richSummary.aggregateRating.reviewCount": (v21/*:: as any*/),
        "pin.richSummary.displayCookTime": (v21/*:: as any*/),
        "pin.richSummary.siteName": (v12/*:: as any*/),
        "pin.savedInfo": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SavedInfo"
        },
        "pin.savedInfo.board": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Board"
        },
        "pin.savedInfo.board.id": (v13/*:: as any*/),
        "pin.savedInfo.board.layout": {
          "enumValues": [
            "custom",
            "default",
            "quick_saves"
          ],
          "nullable": false,
          "plural": false,
          "type": "BoardLayout"
        },
        "pin.savedInfo.board.name": (v15/*:: as any*/),
        "pin.savedInfo.board.url": (v15/*:: as any*/),
        "pin.savedInfo.boardId": (v15/*:: as any*/),
        "pin.savedInfo.section": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BoardSection"
        },
        "pin.savedInfo.section.title": (v15/*:: as any*/),
        "pin.savedInfo.section.url": (v15/*:: as any*/),
        "pin.seoUrl": (v15/*:: as any*/),
        "pin.storyPinData": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "StoryPinData"
        },
        "pin.storyPinData.isDeleted": (v14/*:: as any*/),
        "pin.title": (v15/*:: as any*/),
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
        },
        "pin.videoDuration": (v21/*:: as any*/),
        "pin.videoList": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "VideoVariant"
        },
        "pin.videoList.__typename": (v15/*:: as any*/),
        "pin.videoList.name": (v15/*:: as any*/),
        "pin.videoList.url": (v12/*:: as any*/)
      }
    },
    "name": "CloseupTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e79a6912bc59662607fb023981929266";

export default node;
