/**
 * @generated SignedSource<<c16f556a89a57b46ae75cad4940109b3>>
 * @relayHash 1077713b2949b37c9b741e25dfd770ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f787a3c64ab42ea319f4041b736cadf8359d357d3212817df80d7ebb31df190

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BoardLayout = "custom" | "default" | "quick_saves" | "%future added value";
export type useSavePinTestQuery$variables = Record<PropertyKey, never>;
export type useSavePinTestQuery$data = {
  readonly board: {
    readonly id: string;
    readonly sections: ReadonlyArray<{
      readonly entityId: string;
      readonly title: string;
      readonly url: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"BoardPins_board">;
  } | null | undefined;
  readonly original: {
    readonly id: string;
    readonly savedInfo: {
      readonly boardId: string;
    } | null | undefined;
  } | null | undefined;
  readonly pin: {
    readonly id: string;
    readonly savedInfo: {
      readonly boardId: string;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly saveBehavior: number | null | undefined;
    readonly saveBoards: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly entityId: string;
          readonly id: string;
          readonly layout: BoardLayout;
          readonly name: string;
          readonly url: string;
        };
      }>;
    } | null | undefined;
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProfileSavedPins_user">;
    } | null | undefined;
  } | null | undefined;
};
export type useSavePinTestQuery = {
  response: useSavePinTestQuery$data;
  variables: useSavePinTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "saveBehavior",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
  "name": "name",
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
  "name": "layout",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 1
    }
  ],
  "concreteType": "SaveBoardConnection",
  "kind": "LinkedField",
  "name": "saveBoards",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SaveBoardEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Board",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "saveBoards(first:1)"
},
v7 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "cakes"
  },
  {
    "kind": "Literal",
    "name": "username",
    "value": "ada"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "BoardSection",
  "kind": "LinkedField",
  "name": "sections",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v8/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boardId",
  "storageKey": null
},
v11 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "SavedInfo",
    "kind": "LinkedField",
    "name": "savedInfo",
    "plural": false,
    "selections": [
      (v10/*:: as any*/)
    ],
    "storageKey": null
  }
],
v12 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "id",
      "value": "p1"
    }
  ],
  "concreteType": "Pin",
  "kind": "LinkedField",
  "name": "pin",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": "pin(id:\"p1\")"
},
v13 = {
  "alias": "original",
  "args": [
    {
      "kind": "Literal",
      "name": "id",
      "value": "p2"
    }
  ],
  "concreteType": "Pin",
  "kind": "LinkedField",
  "name": "pin",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": "pin(id:\"p2\")"
},
v14 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  }
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dominantColor",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v17 = [
  {
    "kind": "Literal",
    "name": "size",
    "value": "W236"
  }
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": (v17/*:: as any*/),
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v18/*:: as any*/),
    (v19/*:: as any*/)
  ],
  "storageKey": "image(size:\"W236\")"
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageSmallUrl",
  "storageKey": null
},
v26 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PinEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Pin",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                "name": "pinTitle",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
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
          (v15/*:: as any*/),
          (v16/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v3/*:: as any*/),
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
              (v3/*:: as any*/),
              (v4/*:: as any*/)
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
              (v16/*:: as any*/),
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
          (v20/*:: as any*/),
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
                  (v8/*:: as any*/),
                  (v21/*:: as any*/),
                  (v20/*:: as any*/)
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
              (v21/*:: as any*/),
              {
                "alias": null,
                "args": (v17/*:: as any*/),
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v15/*:: as any*/)
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
          (v21/*:: as any*/),
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
              (v22/*:: as any*/)
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
              (v1/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v2/*:: as any*/)
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
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v1/*:: as any*/)
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
              (v22/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Board",
                "kind": "LinkedField",
                "name": "board",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
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
                  (v8/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/),
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
              (v4/*:: as any*/)
            ],
            "storageKey": "image(size:\"ORIG\")"
          },
          (v22/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PageInfo",
    "kind": "LinkedField",
    "name": "pageInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v27 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Board"
},
v28 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v29 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "PinConnection"
},
v30 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "PinEdge"
},
v31 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v32 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Pin"
},
v33 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v34 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v35 = {
  "enumValues": [
    "made_with_ai",
    "modified_with_ai",
    "parts_made_with_ai"
  ],
  "nullable": true,
  "plural": false,
  "type": "AiDisclosure"
},
v36 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Board"
},
v37 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v38 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "User"
},
v39 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "CarouselData"
},
v40 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CarouselSlot"
},
v41 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Image"
},
v42 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v43 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CollectionItem"
},
v44 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "PinEmbed"
},
v45 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "ImageCrop"
},
v46 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v47 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "User"
},
v48 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "JSON"
},
v49 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "RichSummary"
},
v50 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "Product"
},
v51 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "OfferSummary"
},
v52 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "SavedInfo"
},
v53 = {
  "enumValues": [
    "custom",
    "default",
    "quick_saves"
  ],
  "nullable": false,
  "plural": false,
  "type": "BoardLayout"
},
v54 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "BoardSection"
},
v55 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Sponsorship"
},
v56 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "StoryPinData"
},
v57 = {
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
v58 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v59 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "VideoVariant"
},
v60 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "PageInfo"
},
v61 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Pin"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSavePinTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfileSavedPins_user"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "board",
        "args": (v7/*:: as any*/),
        "concreteType": "Board",
        "kind": "LinkedField",
        "name": "boardByPath",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v9/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BoardPins_board"
          }
        ],
        "storageKey": "boardByPath(slug:\"cakes\",username:\"ada\")"
      },
      (v12/*:: as any*/),
      (v13/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSavePinTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": (v14/*:: as any*/),
                "concreteType": "PinConnection",
                "kind": "LinkedField",
                "name": "savedPins",
                "plural": false,
                "selections": (v26/*:: as any*/),
                "storageKey": "savedPins(first:25)"
              },
              {
                "alias": null,
                "args": (v14/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "ProfileSavedPins_savedPins",
                "kind": "LinkedHandle",
                "name": "savedPins"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "board",
        "args": (v7/*:: as any*/),
        "concreteType": "Board",
        "kind": "LinkedField",
        "name": "boardByPath",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "PinConnection",
            "kind": "LinkedField",
            "name": "pins",
            "plural": false,
            "selections": (v26/*:: as any*/),
            "storageKey": "pins(first:25)"
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "BoardPins_pins",
            "kind": "LinkedHandle",
            "name": "pins"
          }
        ],
        "storageKey": "boardByPath(slug:\"cakes\",username:\"ada\")"
      },
      (v12/*:: as any*/),
      (v13/*:: as any*/)
    ]
  },
  "params": {
    "id": "2f787a3c64ab42ea319f4041b736cadf8359d357d3212817df80d7ebb31df190",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "board": (v27/*:: as any*/),
        "board.id": (v28/*:: as any*/),
        "board.pins": (v29/*:: as any*/),
        "board.pins.edges": (v30/*:: as any*/),
        "board.pins.edges.cursor": (v31/*:: as any*/),
        "board.pins.edges.node": (v32/*:: as any*/),
        "board.pins.edges.node.__typename": (v31/*:: as any*/),
        "board.pins.edges.node.access": (v33/*:: as any*/),
        "board.pins.edges.node.adDestinationUrl": (v34/*:: as any*/),
        "board.pins.edges.node.aiDisclosure": (v35/*:: as any*/),
        "board.pins.edges.node.altText": (v34/*:: as any*/),
        "board.pins.edges.node.autoAltText": (v34/*:: as any*/),
        "board.pins.edges.node.board": (v36/*:: as any*/),
        "board.pins.edges.node.board.collaboratedByMe": (v37/*:: as any*/),
        "board.pins.edges.node.board.id": (v28/*:: as any*/),
        "board.pins.edges.node.board.isCollaborative": (v37/*:: as any*/),
        "board.pins.edges.node.board.name": (v31/*:: as any*/),
        "board.pins.edges.node.board.owner": (v38/*:: as any*/),
        "board.pins.edges.node.board.owner.entityId": (v31/*:: as any*/),
        "board.pins.edges.node.board.owner.id": (v28/*:: as any*/),
        "board.pins.edges.node.board.url": (v31/*:: as any*/),
        "board.pins.edges.node.carouselData": (v39/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots": (v40/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.image": (v41/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.image.height": (v42/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.image.url": (v31/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.image.width": (v42/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.link": (v34/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.slotId": (v31/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.title": (v31/*:: as any*/),
        "board.pins.edges.node.carouselData.index": (v42/*:: as any*/),
        "board.pins.edges.node.collectionItems": (v43/*:: as any*/),
        "board.pins.edges.node.collectionItems.image": (v41/*:: as any*/),
        "board.pins.edges.node.collectionItems.image.dominantColor": (v31/*:: as any*/),
        "board.pins.edges.node.collectionItems.image.height": (v42/*:: as any*/),
        "board.pins.edges.node.collectionItems.image.url": (v31/*:: as any*/),
        "board.pins.edges.node.collectionItems.image.width": (v42/*:: as any*/),
        "board.pins.edges.node.collectionItems.link": (v34/*:: as any*/),
        "board.pins.edges.node.collectionItems.pinId": (v34/*:: as any*/),
        "board.pins.edges.node.description": (v31/*:: as any*/),
        "board.pins.edges.node.domain": (v34/*:: as any*/),
        "board.pins.edges.node.dominantColor": (v31/*:: as any*/),
        "board.pins.edges.node.embed": (v44/*:: as any*/),
        "board.pins.edges.node.embed.src": (v34/*:: as any*/),
        "board.pins.edges.node.embed.type": (v34/*:: as any*/),
        "board.pins.edges.node.entityId": (v31/*:: as any*/),
        "board.pins.edges.node.id": (v28/*:: as any*/),
        "board.pins.edges.node.image": (v41/*:: as any*/),
        "board.pins.edges.node.image.height": (v42/*:: as any*/),
        "board.pins.edges.node.image.url": (v31/*:: as any*/),
        "board.pins.edges.node.image.width": (v42/*:: as any*/),
        "board.pins.edges.node.imageCrop": (v45/*:: as any*/),
        "board.pins.edges.node.imageCrop.maxY": (v46/*:: as any*/),
        "board.pins.edges.node.imageCrop.minY": (v46/*:: as any*/),
        "board.pins.edges.node.isDownstreamPromotion": (v37/*:: as any*/),
        "board.pins.edges.node.isOosProduct": (v37/*:: as any*/),
        "board.pins.edges.node.isPromoted": (v37/*:: as any*/),
        "board.pins.edges.node.isSensitive": (v37/*:: as any*/),
        "board.pins.edges.node.isShoppable": (v37/*:: as any*/),
        "board.pins.edges.node.isStaleProduct": (v37/*:: as any*/),
        "board.pins.edges.node.link": (v34/*:: as any*/),
        "board.pins.edges.node.origImage": (v41/*:: as any*/),
        "board.pins.edges.node.origImage.url": (v31/*:: as any*/),
        "board.pins.edges.node.pinner": (v38/*:: as any*/),
        "board.pins.edges.node.pinner.entityId": (v31/*:: as any*/),
        "board.pins.edges.node.pinner.fullName": (v31/*:: as any*/),
        "board.pins.edges.node.pinner.id": (v28/*:: as any*/),
        "board.pins.edges.node.pinner.imageSmallUrl": (v31/*:: as any*/),
        "board.pins.edges.node.pinner.isVerifiedMerchant": (v37/*:: as any*/),
        "board.pins.edges.node.pinner.username": (v31/*:: as any*/),
        "board.pins.edges.node.promoter": (v47/*:: as any*/),
        "board.pins.edges.node.promoter.fullName": (v31/*:: as any*/),
        "board.pins.edges.node.promoter.id": (v28/*:: as any*/),
        "board.pins.edges.node.promoter.imageSmallUrl": (v31/*:: as any*/),
        "board.pins.edges.node.promoter.username": (v31/*:: as any*/),
        "board.pins.edges.node.richMetadata": (v48/*:: as any*/),
        "board.pins.edges.node.richSummary": (v49/*:: as any*/),
        "board.pins.edges.node.richSummary.displayName": (v34/*:: as any*/),
        "board.pins.edges.node.richSummary.products": (v50/*:: as any*/),
        "board.pins.edges.node.richSummary.products.labels": (v33/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary": (v51/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary.maxPrice": (v34/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary.minPrice": (v34/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary.price": (v34/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary.standardPrice": (v34/*:: as any*/),
        "board.pins.edges.node.richSummary.siteName": (v34/*:: as any*/),
        "board.pins.edges.node.savedInfo": (v52/*:: as any*/),
        "board.pins.edges.node.savedInfo.__typename": (v31/*:: as any*/),
        "board.pins.edges.node.savedInfo.board": (v27/*:: as any*/),
        "board.pins.edges.node.savedInfo.board.id": (v28/*:: as any*/),
        "board.pins.edges.node.savedInfo.board.layout": (v53/*:: as any*/),
        "board.pins.edges.node.savedInfo.board.name": (v31/*:: as any*/),
        "board.pins.edges.node.savedInfo.board.url": (v31/*:: as any*/),
        "board.pins.edges.node.savedInfo.boardId": (v31/*:: as any*/),
        "board.pins.edges.node.savedInfo.section": (v54/*:: as any*/),
        "board.pins.edges.node.savedInfo.section.title": (v31/*:: as any*/),
        "board.pins.edges.node.savedInfo.section.url": (v31/*:: as any*/),
        "board.pins.edges.node.seoDescription": (v34/*:: as any*/),
        "board.pins.edges.node.seoTitle": (v34/*:: as any*/),
        "board.pins.edges.node.seoUrl": (v31/*:: as any*/),
        "board.pins.edges.node.sponsorship": (v55/*:: as any*/),
        "board.pins.edges.node.sponsorship.__typename": (v31/*:: as any*/),
        "board.pins.edges.node.sponsorship.sponsorName": (v34/*:: as any*/),
        "board.pins.edges.node.sponsorship.sponsorUsername": (v34/*:: as any*/),
        "board.pins.edges.node.sponsorship.status": (v42/*:: as any*/),
        "board.pins.edges.node.storyPinData": (v56/*:: as any*/),
        "board.pins.edges.node.storyPinData.isDeleted": (v37/*:: as any*/),
        "board.pins.edges.node.storyPinData.pinTitle": (v34/*:: as any*/),
        "board.pins.edges.node.storyPinDataId": (v34/*:: as any*/),
        "board.pins.edges.node.title": (v31/*:: as any*/),
        "board.pins.edges.node.type": (v57/*:: as any*/),
        "board.pins.edges.node.videoDuration": (v58/*:: as any*/),
        "board.pins.edges.node.videoList": (v59/*:: as any*/),
        "board.pins.edges.node.videoList.name": (v31/*:: as any*/),
        "board.pins.edges.node.videoList.url": (v34/*:: as any*/),
        "board.pins.pageInfo": (v60/*:: as any*/),
        "board.pins.pageInfo.endCursor": (v34/*:: as any*/),
        "board.pins.pageInfo.hasNextPage": (v37/*:: as any*/),
        "board.sections": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "BoardSection"
        },
        "board.sections.entityId": (v31/*:: as any*/),
        "board.sections.title": (v31/*:: as any*/),
        "board.sections.url": (v31/*:: as any*/),
        "original": (v61/*:: as any*/),
        "original.id": (v28/*:: as any*/),
        "original.savedInfo": (v52/*:: as any*/),
        "original.savedInfo.boardId": (v31/*:: as any*/),
        "pin": (v61/*:: as any*/),
        "pin.id": (v28/*:: as any*/),
        "pin.savedInfo": (v52/*:: as any*/),
        "pin.savedInfo.boardId": (v31/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.saveBehavior": (v58/*:: as any*/),
        "viewer.saveBoards": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SaveBoardConnection"
        },
        "viewer.saveBoards.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SaveBoardEdge"
        },
        "viewer.saveBoards.edges.node": (v36/*:: as any*/),
        "viewer.saveBoards.edges.node.entityId": (v31/*:: as any*/),
        "viewer.saveBoards.edges.node.id": (v28/*:: as any*/),
        "viewer.saveBoards.edges.node.layout": (v53/*:: as any*/),
        "viewer.saveBoards.edges.node.name": (v31/*:: as any*/),
        "viewer.saveBoards.edges.node.url": (v31/*:: as any*/),
        "viewer.user": (v47/*:: as any*/),
        "viewer.user.id": (v28/*:: as any*/),
        "viewer.user.savedPins": (v29/*:: as any*/),
        "viewer.user.savedPins.edges": (v30/*:: as any*/),
        "viewer.user.savedPins.edges.cursor": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node": (v32/*:: as any*/),
        "viewer.user.savedPins.edges.node.__typename": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.access": (v33/*:: as any*/),
        "viewer.user.savedPins.edges.node.adDestinationUrl": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.aiDisclosure": (v35/*:: as any*/),
        "viewer.user.savedPins.edges.node.altText": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.autoAltText": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.board": (v36/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.collaboratedByMe": (v37/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.id": (v28/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.isCollaborative": (v37/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.name": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.owner": (v38/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.owner.entityId": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.owner.id": (v28/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.url": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData": (v39/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots": (v40/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.image": (v41/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.image.height": (v42/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.image.url": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.image.width": (v42/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.link": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.slotId": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.title": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.index": (v42/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems": (v43/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image": (v41/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image.dominantColor": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image.height": (v42/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image.url": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image.width": (v42/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.link": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.pinId": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.description": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.domain": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.dominantColor": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.embed": (v44/*:: as any*/),
        "viewer.user.savedPins.edges.node.embed.src": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.embed.type": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.entityId": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.id": (v28/*:: as any*/),
        "viewer.user.savedPins.edges.node.image": (v41/*:: as any*/),
        "viewer.user.savedPins.edges.node.image.height": (v42/*:: as any*/),
        "viewer.user.savedPins.edges.node.image.url": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.image.width": (v42/*:: as any*/),
        "viewer.user.savedPins.edges.node.imageCrop": (v45/*:: as any*/),
        "viewer.user.savedPins.edges.node.imageCrop.maxY": (v46/*:: as any*/),
        "viewer.user.savedPins.edges.node.imageCrop.minY": (v46/*:: as any*/),
        "viewer.user.savedPins.edges.node.isDownstreamPromotion": (v37/*:: as any*/),
        "viewer.user.savedPins.edges.node.isOosProduct": (v37/*:: as any*/),
        "viewer.user.savedPins.edges.node.isPromoted": (v37/*:: as any*/),
        "viewer.user.savedPins.edges.node.isSensitive": (v37/*:: as any*/),
        "viewer.user.savedPins.edges.node.isShoppable": (v37/*:: as any*/),
        "viewer.user.savedPins.edges.node.isStaleProduct": (v37/*:: as any*/),
        "viewer.user.savedPins.edges.node.link": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.origImage": (v41/*:: as any*/),
        "viewer.user.savedPins.edges.node.origImage.url": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner": (v38/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.entityId": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.fullName": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.id": (v28/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.imageSmallUrl": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.isVerifiedMerchant": (v37/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.username": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter": (v47/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter.fullName": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter.id": (v28/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter.imageSmallUrl": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter.username": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.richMetadata": (v48/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary": (v49/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.displayName": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products": (v50/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.labels": (v33/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary": (v51/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary.maxPrice": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary.minPrice": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary.price": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary.standardPrice": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.siteName": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo": (v52/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.__typename": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board": (v27/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board.id": (v28/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board.layout": (v53/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board.name": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board.url": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.boardId": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.section": (v54/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.section.title": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.section.url": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.seoDescription": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.seoTitle": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.seoUrl": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship": (v55/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship.__typename": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship.sponsorName": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship.sponsorUsername": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship.status": (v42/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData": (v56/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData.isDeleted": (v37/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData.pinTitle": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinDataId": (v34/*:: as any*/),
        "viewer.user.savedPins.edges.node.title": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.type": (v57/*:: as any*/),
        "viewer.user.savedPins.edges.node.videoDuration": (v58/*:: as any*/),
        "viewer.user.savedPins.edges.node.videoList": (v59/*:: as any*/),
        "viewer.user.savedPins.edges.node.videoList.name": (v31/*:: as any*/),
        "viewer.user.savedPins.edges.node.videoList.url": (v34/*:: as any*/),
        "viewer.user.savedPins.pageInfo": (v60/*:: as any*/),
        "viewer.user.savedPins.pageInfo.endCursor": (v34/*:: as any*/),
        "viewer.user.savedPins.pageInfo.hasNextPage": (v37/*:: as any*/)
      }
    },
    "name": "useSavePinTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f34982d9e05cf0eb4ae183287d72e1c9";

export default node;
