/**
 * @generated SignedSource<<4b673e5ca1ac4075b93abcd0080d4b4e>>
 * @relayHash c7de80f4e08ae1cf50460889137e5d43
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3755fcf1cb0b15fedc402917e4173c5d2eb6ae61bec75da48bfc445482f44c7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PinMediaTestQuery$variables = Record<PropertyKey, never>;
export type PinMediaTestQuery$data = {
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"PinMedia_pin">;
  } | null | undefined;
};
export type PinMediaTestQuery = {
  response: PinMediaTestQuery$data;
  variables: PinMediaTestQuery$variables;
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
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dominantColor",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v6 = [
  {
    "kind": "Literal",
    "name": "size",
    "value": "W236"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": (v6/*:: as any*/),
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    (v7/*:: as any*/),
    (v8/*:: as any*/)
  ],
  "storageKey": "image(size:\"W236\")"
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
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
  "type": "String"
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
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PinMediaTestQuery",
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
            "name": "PinMedia_pin"
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
    "name": "PinMediaTestQuery",
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
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
            "name": "storyPinDataId",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "staticPageCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalVideoDuration",
                "storageKey": null
              }
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "entityId",
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v5/*:: as any*/)
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
              (v3/*:: as any*/),
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
          (v9/*:: as any*/),
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
                  (v1/*:: as any*/),
                  (v10/*:: as any*/),
                  (v9/*:: as any*/)
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
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": (v6/*:: as any*/),
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": "image(size:\"W236\")"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ]
  },
  "params": {
    "id": "d3755fcf1cb0b15fedc402917e4173c5d2eb6ae61bec75da48bfc445482f44c7",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.altText": (v11/*:: as any*/),
        "pin.autoAltText": (v11/*:: as any*/),
        "pin.board": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Board"
        },
        "pin.board.collaboratedByMe": (v12/*:: as any*/),
        "pin.board.id": (v13/*:: as any*/),
        "pin.board.isCollaborative": (v12/*:: as any*/),
        "pin.board.owner": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "pin.board.owner.entityId": (v14/*:: as any*/),
        "pin.board.owner.id": (v13/*:: as any*/),
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
        "pin.carouselData.carouselSlots.image": (v15/*:: as any*/),
        "pin.carouselData.carouselSlots.image.height": (v16/*:: as any*/),
        "pin.carouselData.carouselSlots.image.url": (v14/*:: as any*/),
        "pin.carouselData.carouselSlots.image.width": (v16/*:: as any*/),
        "pin.carouselData.carouselSlots.link": (v11/*:: as any*/),
        "pin.carouselData.carouselSlots.slotId": (v14/*:: as any*/),
        "pin.carouselData.carouselSlots.title": (v14/*:: as any*/),
        "pin.carouselData.index": (v16/*:: as any*/),
        "pin.collectionItems": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CollectionItem"
        },
        "pin.collectionItems.image": (v15/*:: as any*/),
        "pin.collectionItems.image.dominantColor": (v14/*:: as any*/),
        "pin.collectionItems.image.height": (v16/*:: as any*/),
        "pin.collectionItems.image.url": (v14/*:: as any*/),
        "pin.collectionItems.image.width": (v16/*:: as any*/),
        "pin.collectionItems.link": (v11/*:: as any*/),
        "pin.collectionItems.pinId": (v11/*:: as any*/),
        "pin.dominantColor": (v14/*:: as any*/),
        "pin.embed": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PinEmbed"
        },
        "pin.embed.src": (v11/*:: as any*/),
        "pin.embed.type": (v11/*:: as any*/),
        "pin.id": (v13/*:: as any*/),
        "pin.image": (v15/*:: as any*/),
        "pin.image.height": (v16/*:: as any*/),
        "pin.image.url": (v14/*:: as any*/),
        "pin.image.width": (v16/*:: as any*/),
        "pin.imageCrop": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ImageCrop"
        },
        "pin.imageCrop.maxY": (v17/*:: as any*/),
        "pin.imageCrop.minY": (v17/*:: as any*/),
        "pin.isDownstreamPromotion": (v12/*:: as any*/),
        "pin.isPromoted": (v12/*:: as any*/),
        "pin.storyPinData": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "StoryPinData"
        },
        "pin.storyPinData.isDeleted": (v12/*:: as any*/),
        "pin.storyPinData.staticPageCount": (v16/*:: as any*/),
        "pin.storyPinData.totalVideoDuration": (v16/*:: as any*/),
        "pin.storyPinDataId": (v11/*:: as any*/),
        "pin.title": (v14/*:: as any*/),
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
        "pin.videoDuration": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "pin.videoList": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "VideoVariant"
        },
        "pin.videoList.name": (v14/*:: as any*/),
        "pin.videoList.url": (v11/*:: as any*/)
      }
    },
    "name": "PinMediaTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "07d02af0ad859174e8acd754ea1dd7a2";

export default node;
