/**
 * @generated SignedSource<<ae466b6aef549ca9a0fae2bb8600ccde>>
 * @relayHash 9f13cde1abaad1d4657ee0ccda9bd349
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f938a4037f7431e8c1c80fc71a659a51e28f76a05f165c2102f4fc423e2c59c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "domain",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "altText",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "autoAltText",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dominantColor",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPromoted",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDownstreamPromotion",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storyPinDataId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDeleted",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "staticPageCount",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalVideoDuration",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isCollaborative",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "collaboratedByMe",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "owner",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v18/*:: as any*/)
  ],
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "videoDuration",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "PinEmbed",
  "kind": "LinkedField",
  "name": "embed",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
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
v25 = {
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
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v28 = [
  (v21/*:: as any*/),
  (v26/*:: as any*/),
  (v27/*:: as any*/)
],
v29 = {
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
  "selections": (v28/*:: as any*/),
  "storageKey": "image(size:\"W736\")"
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "index",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slotId",
  "storageKey": null
},
v32 = [
  {
    "kind": "Literal",
    "name": "size",
    "value": "W236"
  }
],
v33 = {
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
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": (v32/*:: as any*/),
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        (v21/*:: as any*/),
        (v26/*:: as any*/),
        (v27/*:: as any*/),
        (v8/*:: as any*/)
      ],
      "storageKey": "image(size:\"W236\")"
    }
  ],
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seoUrl",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boardId",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "concreteType": "Board",
  "kind": "LinkedField",
  "name": "board",
  "plural": false,
  "selections": [
    (v18/*:: as any*/),
    (v20/*:: as any*/),
    (v21/*:: as any*/),
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
v40 = {
  "alias": null,
  "args": null,
  "concreteType": "BoardSection",
  "kind": "LinkedField",
  "name": "section",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v21/*:: as any*/),
    (v18/*:: as any*/)
  ],
  "storageKey": null
},
v41 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  }
],
v42 = {
  "alias": null,
  "args": (v32/*:: as any*/),
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": (v28/*:: as any*/),
  "storageKey": "image(size:\"W236\")"
},
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageSmallUrl",
  "storageKey": null
},
v44 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v45 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Board"
},
v46 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v47 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v48 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v49 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "User"
},
v50 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "CarouselData"
},
v51 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CarouselSlot"
},
v52 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Image"
},
v53 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v54 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CollectionItem"
},
v55 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "PinEmbed"
},
v56 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "ImageCrop"
},
v57 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v58 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v59 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "RichSummary"
},
v60 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "SavedInfo"
},
v61 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Board"
},
v62 = {
  "enumValues": [
    "custom",
    "default",
    "quick_saves"
  ],
  "nullable": false,
  "plural": false,
  "type": "BoardLayout"
},
v63 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "BoardSection"
},
v64 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "StoryPinData"
},
v65 = {
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
v66 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v67 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "VideoVariant"
},
v68 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanEdit",
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StoryPinData",
            "kind": "LinkedField",
            "name": "storyPinData",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/)
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
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v19/*:: as any*/),
              (v18/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
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
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "VideoVariant",
            "kind": "LinkedField",
            "name": "videoList",
            "plural": true,
            "selections": [
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v23/*:: as any*/)
            ],
            "storageKey": null
          },
          (v24/*:: as any*/),
          (v25/*:: as any*/),
          (v29/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CarouselData",
            "kind": "LinkedField",
            "name": "carouselData",
            "plural": false,
            "selections": [
              (v30/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CarouselSlot",
                "kind": "LinkedField",
                "name": "carouselSlots",
                "plural": true,
                "selections": [
                  (v31/*:: as any*/),
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  (v29/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v33/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "pinner",
            "plural": false,
            "selections": [
              (v34/*:: as any*/),
              (v35/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "imageMediumUrl",
                "storageKey": null
              },
              (v18/*:: as any*/),
              (v1/*:: as any*/)
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
              (v36/*:: as any*/),
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
          (v18/*:: as any*/),
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
          (v37/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedInfo",
            "kind": "LinkedField",
            "name": "savedInfo",
            "plural": false,
            "selections": [
              (v38/*:: as any*/),
              (v39/*:: as any*/),
              (v40/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v41/*:: as any*/),
            "concreteType": "PinConnection",
            "kind": "LinkedField",
            "name": "related",
            "plural": false,
            "selections": [
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
                      (v1/*:: as any*/),
                      (v37/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StoryPinData",
                        "kind": "LinkedField",
                        "name": "storyPinData",
                        "plural": false,
                        "selections": [
                          (v13/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
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
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Board",
                        "kind": "LinkedField",
                        "name": "board",
                        "plural": false,
                        "selections": [
                          (v16/*:: as any*/),
                          (v17/*:: as any*/),
                          (v19/*:: as any*/),
                          (v18/*:: as any*/),
                          (v20/*:: as any*/),
                          (v21/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v22/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "VideoVariant",
                        "kind": "LinkedField",
                        "name": "videoList",
                        "plural": true,
                        "selections": [
                          (v20/*:: as any*/),
                          (v21/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
                      (v42/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CarouselData",
                        "kind": "LinkedField",
                        "name": "carouselData",
                        "plural": false,
                        "selections": [
                          (v30/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "CarouselSlot",
                            "kind": "LinkedField",
                            "name": "carouselSlots",
                            "plural": true,
                            "selections": [
                              (v31/*:: as any*/),
                              (v2/*:: as any*/),
                              (v4/*:: as any*/),
                              (v42/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v33/*:: as any*/),
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
                          (v36/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
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
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
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
                          (v23/*:: as any*/)
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
                          (v18/*:: as any*/),
                          (v34/*:: as any*/),
                          (v35/*:: as any*/),
                          (v43/*:: as any*/),
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
                          (v34/*:: as any*/),
                          (v35/*:: as any*/),
                          (v43/*:: as any*/),
                          (v18/*:: as any*/)
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
                          (v23/*:: as any*/),
                          (v38/*:: as any*/),
                          (v39/*:: as any*/),
                          (v40/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v18/*:: as any*/),
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
                          (v21/*:: as any*/)
                        ],
                        "storageKey": "image(size:\"ORIG\")"
                      },
                      (v23/*:: as any*/)
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
            "storageKey": "related(first:25)"
          },
          {
            "alias": null,
            "args": (v41/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "RelatedPins_related",
            "kind": "LinkedHandle",
            "name": "related"
          }
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ]
  },
  "params": {
    "id": "3f938a4037f7431e8c1c80fc71a659a51e28f76a05f165c2102f4fc423e2c59c",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.altText": (v44/*:: as any*/),
        "pin.autoAltText": (v44/*:: as any*/),
        "pin.board": (v45/*:: as any*/),
        "pin.board.collaboratedByMe": (v46/*:: as any*/),
        "pin.board.id": (v47/*:: as any*/),
        "pin.board.isCollaborative": (v46/*:: as any*/),
        "pin.board.name": (v48/*:: as any*/),
        "pin.board.owner": (v49/*:: as any*/),
        "pin.board.owner.entityId": (v48/*:: as any*/),
        "pin.board.owner.id": (v47/*:: as any*/),
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
        "pin.board.url": (v48/*:: as any*/),
        "pin.carouselData": (v50/*:: as any*/),
        "pin.carouselData.carouselSlots": (v51/*:: as any*/),
        "pin.carouselData.carouselSlots.image": (v52/*:: as any*/),
        "pin.carouselData.carouselSlots.image.height": (v53/*:: as any*/),
        "pin.carouselData.carouselSlots.image.url": (v48/*:: as any*/),
        "pin.carouselData.carouselSlots.image.width": (v53/*:: as any*/),
        "pin.carouselData.carouselSlots.link": (v44/*:: as any*/),
        "pin.carouselData.carouselSlots.slotId": (v48/*:: as any*/),
        "pin.carouselData.carouselSlots.title": (v48/*:: as any*/),
        "pin.carouselData.index": (v53/*:: as any*/),
        "pin.collectionItems": (v54/*:: as any*/),
        "pin.collectionItems.image": (v52/*:: as any*/),
        "pin.collectionItems.image.dominantColor": (v48/*:: as any*/),
        "pin.collectionItems.image.height": (v53/*:: as any*/),
        "pin.collectionItems.image.url": (v48/*:: as any*/),
        "pin.collectionItems.image.width": (v53/*:: as any*/),
        "pin.collectionItems.link": (v44/*:: as any*/),
        "pin.collectionItems.pinId": (v44/*:: as any*/),
        "pin.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "pin.description": (v48/*:: as any*/),
        "pin.domain": (v44/*:: as any*/),
        "pin.dominantColor": (v48/*:: as any*/),
        "pin.embed": (v55/*:: as any*/),
        "pin.embed.src": (v44/*:: as any*/),
        "pin.embed.type": (v44/*:: as any*/),
        "pin.entityId": (v48/*:: as any*/),
        "pin.hasThirtyDayRealtimeStats": (v46/*:: as any*/),
        "pin.id": (v47/*:: as any*/),
        "pin.image": (v52/*:: as any*/),
        "pin.image.height": (v53/*:: as any*/),
        "pin.image.url": (v48/*:: as any*/),
        "pin.image.width": (v53/*:: as any*/),
        "pin.imageCrop": (v56/*:: as any*/),
        "pin.imageCrop.maxY": (v57/*:: as any*/),
        "pin.imageCrop.minY": (v57/*:: as any*/),
        "pin.isDownstreamPromotion": (v46/*:: as any*/),
        "pin.isPromoted": (v46/*:: as any*/),
        "pin.isRepin": (v46/*:: as any*/),
        "pin.link": (v44/*:: as any*/),
        "pin.pinJoin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PinJoin"
        },
        "pin.pinJoin.shoppingKlpUrls": (v58/*:: as any*/),
        "pin.pinJoin.visualAnnotation": (v58/*:: as any*/),
        "pin.pinner": (v49/*:: as any*/),
        "pin.pinner.entityId": (v48/*:: as any*/),
        "pin.pinner.fullName": (v48/*:: as any*/),
        "pin.pinner.id": (v47/*:: as any*/),
        "pin.pinner.imageMediumUrl": (v48/*:: as any*/),
        "pin.pinner.username": (v48/*:: as any*/),
        "pin.reactedByMe": (v46/*:: as any*/),
        "pin.reactionCountsData": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ReactionCount"
        },
        "pin.reactionCountsData.reactionCount": (v53/*:: as any*/),
        "pin.reactionCountsData.reactionType": (v53/*:: as any*/),
        "pin.related": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PinConnection"
        },
        "pin.related.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PinEdge"
        },
        "pin.related.edges.cursor": (v48/*:: as any*/),
        "pin.related.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Pin"
        },
        "pin.related.edges.node.__typename": (v48/*:: as any*/),
        "pin.related.edges.node.access": (v58/*:: as any*/),
        "pin.related.edges.node.adDestinationUrl": (v44/*:: as any*/),
        "pin.related.edges.node.aiDisclosure": {
          "enumValues": [
            "made_with_ai",
            "modified_with_ai",
            "parts_made_with_ai"
          ],
          "nullable": true,
          "plural": false,
          "type": "AiDisclosure"
        },
        "pin.related.edges.node.altText": (v44/*:: as any*/),
        "pin.related.edges.node.autoAltText": (v44/*:: as any*/),
        "pin.related.edges.node.board": (v45/*:: as any*/),
        "pin.related.edges.node.board.collaboratedByMe": (v46/*:: as any*/),
        "pin.related.edges.node.board.id": (v47/*:: as any*/),
        "pin.related.edges.node.board.isCollaborative": (v46/*:: as any*/),
        "pin.related.edges.node.board.name": (v48/*:: as any*/),
        "pin.related.edges.node.board.owner": (v49/*:: as any*/),
        "pin.related.edges.node.board.owner.entityId": (v48/*:: as any*/),
        "pin.related.edges.node.board.owner.id": (v47/*:: as any*/),
        "pin.related.edges.node.board.url": (v48/*:: as any*/),
        "pin.related.edges.node.carouselData": (v50/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots": (v51/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.image": (v52/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.image.height": (v53/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.image.url": (v48/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.image.width": (v53/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.link": (v44/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.slotId": (v48/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.title": (v48/*:: as any*/),
        "pin.related.edges.node.carouselData.index": (v53/*:: as any*/),
        "pin.related.edges.node.collectionItems": (v54/*:: as any*/),
        "pin.related.edges.node.collectionItems.image": (v52/*:: as any*/),
        "pin.related.edges.node.collectionItems.image.dominantColor": (v48/*:: as any*/),
        "pin.related.edges.node.collectionItems.image.height": (v53/*:: as any*/),
        "pin.related.edges.node.collectionItems.image.url": (v48/*:: as any*/),
        "pin.related.edges.node.collectionItems.image.width": (v53/*:: as any*/),
        "pin.related.edges.node.collectionItems.link": (v44/*:: as any*/),
        "pin.related.edges.node.collectionItems.pinId": (v44/*:: as any*/),
        "pin.related.edges.node.description": (v48/*:: as any*/),
        "pin.related.edges.node.domain": (v44/*:: as any*/),
        "pin.related.edges.node.dominantColor": (v48/*:: as any*/),
        "pin.related.edges.node.embed": (v55/*:: as any*/),
        "pin.related.edges.node.embed.src": (v44/*:: as any*/),
        "pin.related.edges.node.embed.type": (v44/*:: as any*/),
        "pin.related.edges.node.entityId": (v48/*:: as any*/),
        "pin.related.edges.node.id": (v47/*:: as any*/),
        "pin.related.edges.node.image": (v52/*:: as any*/),
        "pin.related.edges.node.image.height": (v53/*:: as any*/),
        "pin.related.edges.node.image.url": (v48/*:: as any*/),
        "pin.related.edges.node.image.width": (v53/*:: as any*/),
        "pin.related.edges.node.imageCrop": (v56/*:: as any*/),
        "pin.related.edges.node.imageCrop.maxY": (v57/*:: as any*/),
        "pin.related.edges.node.imageCrop.minY": (v57/*:: as any*/),
        "pin.related.edges.node.isDownstreamPromotion": (v46/*:: as any*/),
        "pin.related.edges.node.isOosProduct": (v46/*:: as any*/),
        "pin.related.edges.node.isPromoted": (v46/*:: as any*/),
        "pin.related.edges.node.isSensitive": (v46/*:: as any*/),
        "pin.related.edges.node.isShoppable": (v46/*:: as any*/),
        "pin.related.edges.node.isStaleProduct": (v46/*:: as any*/),
        "pin.related.edges.node.link": (v44/*:: as any*/),
        "pin.related.edges.node.origImage": (v52/*:: as any*/),
        "pin.related.edges.node.origImage.url": (v48/*:: as any*/),
        "pin.related.edges.node.pinner": (v49/*:: as any*/),
        "pin.related.edges.node.pinner.entityId": (v48/*:: as any*/),
        "pin.related.edges.node.pinner.fullName": (v48/*:: as any*/),
        "pin.related.edges.node.pinner.id": (v47/*:: as any*/),
        "pin.related.edges.node.pinner.imageSmallUrl": (v48/*:: as any*/),
        "pin.related.edges.node.pinner.isVerifiedMerchant": (v46/*:: as any*/),
        "pin.related.edges.node.pinner.username": (v48/*:: as any*/),
        "pin.related.edges.node.promoter": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "pin.related.edges.node.promoter.fullName": (v48/*:: as any*/),
        "pin.related.edges.node.promoter.id": (v47/*:: as any*/),
        "pin.related.edges.node.promoter.imageSmallUrl": (v48/*:: as any*/),
        "pin.related.edges.node.promoter.username": (v48/*:: as any*/),
        "pin.related.edges.node.richMetadata": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "JSON"
        },
        "pin.related.edges.node.richSummary": (v59/*:: as any*/),
        "pin.related.edges.node.richSummary.displayName": (v44/*:: as any*/),
        "pin.related.edges.node.richSummary.products": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Product"
        },
        "pin.related.edges.node.richSummary.products.labels": (v58/*:: as any*/),
        "pin.related.edges.node.richSummary.products.offerSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OfferSummary"
        },
        "pin.related.edges.node.richSummary.products.offerSummary.maxPrice": (v44/*:: as any*/),
        "pin.related.edges.node.richSummary.products.offerSummary.minPrice": (v44/*:: as any*/),
        "pin.related.edges.node.richSummary.products.offerSummary.price": (v44/*:: as any*/),
        "pin.related.edges.node.richSummary.products.offerSummary.standardPrice": (v44/*:: as any*/),
        "pin.related.edges.node.richSummary.siteName": (v44/*:: as any*/),
        "pin.related.edges.node.savedInfo": (v60/*:: as any*/),
        "pin.related.edges.node.savedInfo.__typename": (v48/*:: as any*/),
        "pin.related.edges.node.savedInfo.board": (v61/*:: as any*/),
        "pin.related.edges.node.savedInfo.board.id": (v47/*:: as any*/),
        "pin.related.edges.node.savedInfo.board.layout": (v62/*:: as any*/),
        "pin.related.edges.node.savedInfo.board.name": (v48/*:: as any*/),
        "pin.related.edges.node.savedInfo.board.url": (v48/*:: as any*/),
        "pin.related.edges.node.savedInfo.boardId": (v48/*:: as any*/),
        "pin.related.edges.node.savedInfo.section": (v63/*:: as any*/),
        "pin.related.edges.node.savedInfo.section.id": (v47/*:: as any*/),
        "pin.related.edges.node.savedInfo.section.title": (v48/*:: as any*/),
        "pin.related.edges.node.savedInfo.section.url": (v48/*:: as any*/),
        "pin.related.edges.node.seoDescription": (v44/*:: as any*/),
        "pin.related.edges.node.seoTitle": (v44/*:: as any*/),
        "pin.related.edges.node.seoUrl": (v48/*:: as any*/),
        "pin.related.edges.node.sponsorship": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Sponsorship"
        },
        "pin.related.edges.node.sponsorship.__typename": (v48/*:: as any*/),
        "pin.related.edges.node.sponsorship.sponsorName": (v44/*:: as any*/),
        "pin.related.edges.node.sponsorship.sponsorUsername": (v44/*:: as any*/),
        "pin.related.edges.node.sponsorship.status": (v53/*:: as any*/),
        "pin.related.edges.node.storyPinData": (v64/*:: as any*/),
        "pin.related.edges.node.storyPinData.isDeleted": (v46/*:: as any*/),
        "pin.related.edges.node.storyPinData.pinTitle": (v44/*:: as any*/),
        "pin.related.edges.node.storyPinData.staticPageCount": (v53/*:: as any*/),
        "pin.related.edges.node.storyPinData.totalVideoDuration": (v53/*:: as any*/),
        "pin.related.edges.node.storyPinDataId": (v44/*:: as any*/),
        "pin.related.edges.node.title": (v48/*:: as any*/),
        "pin.related.edges.node.type": (v65/*:: as any*/),
        "pin.related.edges.node.videoDuration": (v66/*:: as any*/),
        "pin.related.edges.node.videoList": (v67/*:: as any*/),
        "pin.related.edges.node.videoList.name": (v48/*:: as any*/),
        "pin.related.edges.node.videoList.url": (v44/*:: as any*/),
        "pin.related.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "pin.related.pageInfo.endCursor": (v44/*:: as any*/),
        "pin.related.pageInfo.hasNextPage": (v46/*:: as any*/),
        "pin.richSummary": (v59/*:: as any*/),
        "pin.richSummary.aggregateRating": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AggregateRating"
        },
        "pin.richSummary.aggregateRating.bestRating": (v68/*:: as any*/),
        "pin.richSummary.aggregateRating.ratingValue": (v68/*:: as any*/),
        "pin.richSummary.aggregateRating.reviewCount": (v66/*:: as any*/),
        "pin.richSummary.displayCookTime": (v66/*:: as any*/),
        "pin.richSummary.siteName": (v44/*:: as any*/),
        "pin.savedInfo": (v60/*:: as any*/),
        "pin.savedInfo.board": (v61/*:: as any*/),
        "pin.savedInfo.board.id": (v47/*:: as any*/),
        "pin.savedInfo.board.layout": (v62/*:: as any*/),
        "pin.savedInfo.board.name": (v48/*:: as any*/),
        "pin.savedInfo.board.url": (v48/*:: as any*/),
        "pin.savedInfo.boardId": (v48/*:: as any*/),
        "pin.savedInfo.section": (v63/*:: as any*/),
        "pin.savedInfo.section.id": (v47/*:: as any*/),
        "pin.savedInfo.section.title": (v48/*:: as any*/),
        "pin.savedInfo.section.url": (v48/*:: as any*/),
        "pin.seoUrl": (v48/*:: as any*/),
        "pin.storyPinData": (v64/*:: as any*/),
        "pin.storyPinData.isDeleted": (v46/*:: as any*/),
        "pin.storyPinData.staticPageCount": (v53/*:: as any*/),
        "pin.storyPinData.totalVideoDuration": (v53/*:: as any*/),
        "pin.storyPinDataId": (v44/*:: as any*/),
        "pin.title": (v48/*:: as any*/),
        "pin.type": (v65/*:: as any*/),
        "pin.videoDuration": (v66/*:: as any*/),
        "pin.videoList": (v67/*:: as any*/),
        "pin.videoList.__typename": (v48/*:: as any*/),
        "pin.videoList.name": (v48/*:: as any*/),
        "pin.videoList.url": (v44/*:: as any*/),
        "pin.viewerCanEdit": (v46/*:: as any*/)
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
