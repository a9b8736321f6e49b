/**
 * @generated SignedSource<<7794185eca81ff0d538b34cdda3b67c6>>
 * @relayHash 4146657653a5a00c40bbdfedd3c4e9f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37cc96b766d59d97eb506f924d2799c55d3d606fcd1b0513530acd8ca8979f32

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PinCardTestQuery$variables = Record<PropertyKey, never>;
export type PinCardTestQuery$data = {
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"PinCard_pin">;
  } | null | undefined;
};
export type PinCardTestQuery = {
  response: PinCardTestQuery$data;
  variables: PinCardTestQuery$variables;
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
  "name": "dominantColor",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
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
v8 = [
  {
    "kind": "Literal",
    "name": "size",
    "value": "W236"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": (v8/*:: as any*/),
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    (v9/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "storageKey": "image(size:\"W236\")"
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageSmallUrl",
  "storageKey": null
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v18 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v19 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v20 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v21 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v22 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "User"
},
v23 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Image"
},
v24 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v25 = {
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
    "name": "PinCardTestQuery",
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
            "name": "PinCard_pin"
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
    "name": "PinCardTestQuery",
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
            "name": "seoUrl",
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
              },
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
          (v2/*:: as any*/),
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
                  (v1/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
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
              (v6/*:: as any*/),
              (v7/*:: as any*/)
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
              (v4/*:: as any*/),
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
          (v11/*:: as any*/),
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
                  (v12/*:: as any*/),
                  (v11/*:: as any*/)
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
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": "image(size:\"W236\")"
              }
            ],
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
          (v12/*:: as any*/),
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
              },
              (v13/*:: as any*/)
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
                "name": "isVerifiedMerchant",
                "storageKey": null
              },
              (v5/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v1/*:: as any*/)
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
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v5/*:: as any*/)
            ],
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
              (v13/*:: as any*/),
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
                  (v5/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "adDestinationUrl",
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
              (v7/*:: as any*/)
            ],
            "storageKey": "image(size:\"ORIG\")"
          }
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ]
  },
  "params": {
    "id": "37cc96b766d59d97eb506f924d2799c55d3d606fcd1b0513530acd8ca8979f32",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.access": (v17/*:: as any*/),
        "pin.adDestinationUrl": (v18/*:: as any*/),
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
        "pin.altText": (v18/*:: as any*/),
        "pin.autoAltText": (v18/*:: as any*/),
        "pin.board": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Board"
        },
        "pin.board.collaboratedByMe": (v19/*:: as any*/),
        "pin.board.id": (v20/*:: as any*/),
        "pin.board.isCollaborative": (v19/*:: as any*/),
        "pin.board.name": (v21/*:: as any*/),
        "pin.board.owner": (v22/*:: as any*/),
        "pin.board.owner.entityId": (v21/*:: as any*/),
        "pin.board.owner.id": (v20/*:: as any*/),
        "pin.board.url": (v21/*:: as any*/),
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
        "pin.carouselData.carouselSlots.image": (v23/*:: as any*/),
        "pin.carouselData.carouselSlots.image.height": (v24/*:: as any*/),
        "pin.carouselData.carouselSlots.image.url": (v21/*:: as any*/),
        "pin.carouselData.carouselSlots.image.width": (v24/*:: as any*/),
        "pin.carouselData.carouselSlots.link": (v18/*:: as any*/),
        "pin.carouselData.carouselSlots.slotId": (v21/*:: as any*/),
        "pin.carouselData.carouselSlots.title": (v21/*:: as any*/),
        "pin.carouselData.index": (v24/*:: as any*/),
        "pin.collectionItems": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CollectionItem"
        },
        "pin.collectionItems.image": (v23/*:: as any*/),
        "pin.collectionItems.image.dominantColor": (v21/*:: as any*/),
        "pin.collectionItems.image.height": (v24/*:: as any*/),
        "pin.collectionItems.image.url": (v21/*:: as any*/),
        "pin.collectionItems.image.width": (v24/*:: as any*/),
        "pin.collectionItems.link": (v18/*:: as any*/),
        "pin.collectionItems.pinId": (v18/*:: as any*/),
        "pin.description": (v21/*:: as any*/),
        "pin.domain": (v18/*:: as any*/),
        "pin.dominantColor": (v21/*:: as any*/),
        "pin.embed": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PinEmbed"
        },
        "pin.embed.src": (v18/*:: as any*/),
        "pin.embed.type": (v18/*:: as any*/),
        "pin.entityId": (v21/*:: as any*/),
        "pin.id": (v20/*:: as any*/),
        "pin.image": (v23/*:: as any*/),
        "pin.image.height": (v24/*:: as any*/),
        "pin.image.url": (v21/*:: as any*/),
        "pin.image.width": (v24/*:: as any*/),
        "pin.imageCrop": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ImageCrop"
        },
        "pin.imageCrop.maxY": (v25/*:: as any*/),
        "pin.imageCrop.minY": (v25/*:: as any*/),
        "pin.isDownstreamPromotion": (v19/*:: as any*/),
        "pin.isOosProduct": (v19/*:: as any*/),
        "pin.isPromoted": (v19/*:: as any*/),
        "pin.isSensitive": (v19/*:: as any*/),
        "pin.isShoppable": (v19/*:: as any*/),
        "pin.isStaleProduct": (v19/*:: as any*/),
        "pin.link": (v18/*:: as any*/),
        "pin.origImage": (v23/*:: as any*/),
        "pin.origImage.url": (v21/*:: as any*/),
        "pin.pinner": (v22/*:: as any*/),
        "pin.pinner.entityId": (v21/*:: as any*/),
        "pin.pinner.fullName": (v21/*:: as any*/),
        "pin.pinner.id": (v20/*:: as any*/),
        "pin.pinner.imageSmallUrl": (v21/*:: as any*/),
        "pin.pinner.isVerifiedMerchant": (v19/*:: as any*/),
        "pin.pinner.username": (v21/*:: as any*/),
        "pin.promoter": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "pin.promoter.fullName": (v21/*:: as any*/),
        "pin.promoter.id": (v20/*:: as any*/),
        "pin.promoter.imageSmallUrl": (v21/*:: as any*/),
        "pin.promoter.username": (v21/*:: as any*/),
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
        "pin.richSummary.displayName": (v18/*:: as any*/),
        "pin.richSummary.products": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Product"
        },
        "pin.richSummary.products.labels": (v17/*:: as any*/),
        "pin.richSummary.products.offerSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OfferSummary"
        },
        "pin.richSummary.products.offerSummary.maxPrice": (v18/*:: as any*/),
        "pin.richSummary.products.offerSummary.minPrice": (v18/*:: as any*/),
        "pin.richSummary.products.offerSummary.price": (v18/*:: as any*/),
        "pin.richSummary.products.offerSummary.standardPrice": (v18/*:: as any*/),
        "pin.richSummary.siteName": (v18/*:: as any*/),
        "pin.savedInfo": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SavedInfo"
        },
        "pin.savedInfo.__typename": (v21/*:: as any*/),
        "pin.savedInfo.board": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Board"
        },
        "pin.savedInfo.board.id": (v20/*:: as any*/),
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
        "pin.savedInfo.board.name": (v21/*:: as any*/),
        "pin.savedInfo.board.url": (v21/*:: as any*/),
        "pin.savedInfo.boardId": (v21/*:: as any*/),
        "pin.savedInfo.section": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BoardSection"
        },
        "pin.savedInfo.section.id": (v20/*:: as any*/),
        "pin.savedInfo.section.title": (v21/*:: as any*/),
        "pin.savedInfo.section.url": (v21/*:: as any*/),
        "pin.seoDescription": (v18/*:: as any*/),
        "pin.seoTitle": (v18/*:: as any*/),
        "pin.seoUrl": (v21/*:: as any*/),
        "pin.sponsorship": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Sponsorship"
        },
        "pin.sponsorship.__typename": (v21/*:: as any*/),
        "pin.sponsorship.sponsorName": (v18/*:: as any*/),
        "pin.sponsorship.sponsorUsername": (v18/*:: as any*/),
        "pin.sponsorship.status": (v24/*:: as any*/),
        "pin.storyPinData": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "StoryPinData"
        },
        "pin.storyPinData.isDeleted": (v19/*:: as any*/),
        "pin.storyPinData.pinTitle": (v18/*:: as any*/),
        "pin.storyPinData.staticPageCount": (v24/*:: as any*/),
        "pin.storyPinData.totalVideoDuration": (v24/*:: as any*/),
        "pin.storyPinDataId": (v18/*:: as any*/),
        "pin.title": (v21/*:: as any*/),
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
        "pin.videoList.name": (v21/*:: as any*/),
        "pin.videoList.url": (v18/*:: as any*/)
      }
    },
    "name": "PinCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b217bc95213b8ffcb8f68c3cc4fb62df";

export default node;
