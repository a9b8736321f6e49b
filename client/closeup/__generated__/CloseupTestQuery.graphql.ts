/**
 * @generated SignedSource<<a11a7623971bbd95f0a75a930c2aa9d4>>
 * @relayHash 8c988face9da235220fe003c70a96abf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00645cd155939511035f055308e66a00449c0fcc72ac16dafdf5a14d65cf9241

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
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "offsiteUrl",
  "storageKey": null
},
v33 = [
  {
    "kind": "Literal",
    "name": "size",
    "value": "W236"
  }
],
v34 = {
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
      "args": (v33/*:: as any*/),
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
    },
    (v23/*:: as any*/)
  ],
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seoUrl",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boardId",
  "storageKey": null
},
v40 = {
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
v41 = {
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
v42 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  }
],
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "adServeId",
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": (v33/*:: as any*/),
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": (v28/*:: as any*/),
  "storageKey": "image(size:\"W236\")"
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isThirdPartyAd",
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v47 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trackingParams",
  "storageKey": null
},
v48 = [
  (v21/*:: as any*/)
],
v49 = {
  "alias": "redirectImage",
  "args": (v33/*:: as any*/),
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": (v48/*:: as any*/),
  "storageKey": "image(size:\"W236\")"
},
v50 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "adDestinationUrl",
  "storageKey": null
},
v51 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "advertiserId",
  "storageKey": null
},
v52 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "campaignId",
  "storageKey": null
},
v53 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attributionSourceId",
  "storageKey": null
},
v54 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageSmallUrl",
  "storageKey": null
},
v55 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v56 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Board"
},
v57 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v58 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v59 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v60 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "User"
},
v61 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "CarouselData"
},
v62 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CarouselSlot"
},
v63 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Image"
},
v64 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v65 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CollectionItem"
},
v66 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "PinEmbed"
},
v67 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "ImageCrop"
},
v68 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v69 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v70 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "RichSummary"
},
v71 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "SavedInfo"
},
v72 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Board"
},
v73 = {
  "enumValues": [
    "custom",
    "default",
    "quick_saves"
  ],
  "nullable": false,
  "plural": false,
  "type": "BoardLayout"
},
v74 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "BoardSection"
},
v75 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "StoryPinData"
},
v76 = {
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
v77 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v78 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "VideoVariant"
},
v79 = {
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageSignature",
            "storageKey": null
          },
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
                  (v29/*:: as any*/),
                  (v32/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v34/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "pinner",
            "plural": false,
            "selections": [
              (v35/*:: as any*/),
              (v36/*:: as any*/),
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
              (v37/*:: as any*/),
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
          (v38/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedInfo",
            "kind": "LinkedField",
            "name": "savedInfo",
            "plural": false,
            "selections": [
              (v39/*:: as any*/),
              (v40/*:: as any*/),
              (v41/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v42/*:: as any*/),
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
                      (v38/*:: as any*/),
                      (v43/*:: as any*/),
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
                      (v44/*:: as any*/),
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
                              (v44/*:: as any*/),
                              (v32/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v34/*:: as any*/),
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
                          (v37/*:: as any*/)
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
                      (v32/*:: as any*/),
                      (v45/*:: as any*/),
                      (v46/*:: as any*/),
                      (v47/*:: as any*/),
                      (v49/*:: as any*/),
                      (v50/*:: as any*/),
                      (v51/*:: as any*/),
                      (v52/*:: as any*/),
                      (v53/*:: as any*/),
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
                          (v35/*:: as any*/),
                          (v36/*:: as any*/),
                          (v54/*:: as any*/),
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
                          (v35/*:: as any*/),
                          (v36/*:: as any*/),
                          (v54/*:: as any*/),
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
                          (v39/*:: as any*/),
                          (v40/*:: as any*/),
                          (v41/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v18/*:: as any*/),
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
                        "selections": (v48/*:: as any*/),
                        "storageKey": "image(size:\"ORIG\")"
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RecommendationReason",
                        "kind": "LinkedField",
                        "name": "recommendationReason",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "reason",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "RecommendationBoard",
                            "kind": "LinkedField",
                            "name": "board",
                            "plural": false,
                            "selections": [
                              (v18/*:: as any*/),
                              (v1/*:: as any*/),
                              (v20/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "RecommendationUser",
                            "kind": "LinkedField",
                            "name": "user",
                            "plural": false,
                            "selections": [
                              (v18/*:: as any*/),
                              (v1/*:: as any*/),
                              (v36/*:: as any*/),
                              (v35/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "RecommendationTopic",
                            "kind": "LinkedField",
                            "name": "topic",
                            "plural": false,
                            "selections": [
                              (v1/*:: as any*/),
                              (v20/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
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
            "args": (v42/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "RelatedPins_related",
            "kind": "LinkedHandle",
            "name": "related"
          },
          (v32/*:: as any*/),
          (v45/*:: as any*/),
          (v43/*:: as any*/),
          (v46/*:: as any*/),
          (v47/*:: as any*/),
          (v49/*:: as any*/),
          (v50/*:: as any*/),
          (v51/*:: as any*/),
          (v52/*:: as any*/),
          (v53/*:: as any*/)
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ]
  },
  "params": {
    "id": "00645cd155939511035f055308e66a00449c0fcc72ac16dafdf5a14d65cf9241",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.adDestinationUrl": (v55/*:: as any*/),
        "pin.adServeId": (v55/*:: as any*/),
        "pin.advertiserId": (v55/*:: as any*/),
        "pin.altText": (v55/*:: as any*/),
        "pin.attributionSourceId": (v55/*:: as any*/),
        "pin.autoAltText": (v55/*:: as any*/),
        "pin.board": (v56/*:: as any*/),
        "pin.board.collaboratedByMe": (v57/*:: as any*/),
        "pin.board.id": (v58/*:: as any*/),
        "pin.board.isCollaborative": (v57/*:: as any*/),
        "pin.board.name": (v59/*:: as any*/),
        "pin.board.owner": (v60/*:: as any*/),
        "pin.board.owner.entityId": (v59/*:: as any*/),
        "pin.board.owner.id": (v58/*:: as any*/),
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
        "pin.board.url": (v59/*:: as any*/),
        "pin.campaignId": (v55/*:: as any*/),
        "pin.carouselData": (v61/*:: as any*/),
        "pin.carouselData.carouselSlots": (v62/*:: as any*/),
        "pin.carouselData.carouselSlots.image": (v63/*:: as any*/),
        "pin.carouselData.carouselSlots.image.height": (v64/*:: as any*/),
        "pin.carouselData.carouselSlots.image.url": (v59/*:: as any*/),
        "pin.carouselData.carouselSlots.image.width": (v64/*:: as any*/),
        "pin.carouselData.carouselSlots.link": (v55/*:: as any*/),
        "pin.carouselData.carouselSlots.offsiteUrl": (v55/*:: as any*/),
        "pin.carouselData.carouselSlots.slotId": (v59/*:: as any*/),
        "pin.carouselData.carouselSlots.title": (v59/*:: as any*/),
        "pin.carouselData.index": (v64/*:: as any*/),
        "pin.category": (v55/*:: as any*/),
        "pin.collectionItems": (v65/*:: as any*/),
        "pin.collectionItems.__typename": (v59/*:: as any*/),
        "pin.collectionItems.image": (v63/*:: as any*/),
        "pin.collectionItems.image.dominantColor": (v59/*:: as any*/),
        "pin.collectionItems.image.height": (v64/*:: as any*/),
        "pin.collectionItems.image.url": (v59/*:: as any*/),
        "pin.collectionItems.image.width": (v64/*:: as any*/),
        "pin.collectionItems.link": (v55/*:: as any*/),
        "pin.collectionItems.pinId": (v55/*:: as any*/),
        "pin.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "pin.description": (v59/*:: as any*/),
        "pin.domain": (v55/*:: as any*/),
        "pin.dominantColor": (v59/*:: as any*/),
        "pin.embed": (v66/*:: as any*/),
        "pin.embed.src": (v55/*:: as any*/),
        "pin.embed.type": (v55/*:: as any*/),
        "pin.entityId": (v59/*:: as any*/),
        "pin.hasThirtyDayRealtimeStats": (v57/*:: as any*/),
        "pin.id": (v58/*:: as any*/),
        "pin.image": (v63/*:: as any*/),
        "pin.image.height": (v64/*:: as any*/),
        "pin.image.url": (v59/*:: as any*/),
        "pin.image.width": (v64/*:: as any*/),
        "pin.imageCrop": (v67/*:: as any*/),
        "pin.imageCrop.maxY": (v68/*:: as any*/),
        "pin.imageCrop.minY": (v68/*:: as any*/),
        "pin.imageSignature": (v59/*:: as any*/),
        "pin.isDownstreamPromotion": (v57/*:: as any*/),
        "pin.isPromoted": (v57/*:: as any*/),
        "pin.isRepin": (v57/*:: as any*/),
        "pin.isThirdPartyAd": (v57/*:: as any*/),
        "pin.link": (v55/*:: as any*/),
        "pin.offsiteUrl": (v55/*:: as any*/),
        "pin.pinJoin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PinJoin"
        },
        "pin.pinJoin.shoppingKlpUrls": (v69/*:: as any*/),
        "pin.pinJoin.visualAnnotation": (v69/*:: as any*/),
        "pin.pinner": (v60/*:: as any*/),
        "pin.pinner.entityId": (v59/*:: as any*/),
        "pin.pinner.fullName": (v59/*:: as any*/),
        "pin.pinner.id": (v58/*:: as any*/),
        "pin.pinner.imageMediumUrl": (v59/*:: as any*/),
        "pin.pinner.username": (v59/*:: as any*/),
        "pin.reactedByMe": (v57/*:: as any*/),
        "pin.reactionCountsData": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ReactionCount"
        },
        "pin.reactionCountsData.reactionCount": (v64/*:: as any*/),
        "pin.reactionCountsData.reactionType": (v64/*:: as any*/),
        "pin.redirectImage": (v63/*:: as any*/),
        "pin.redirectImage.url": (v59/*:: as any*/),
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
        "pin.related.edges.cursor": (v59/*:: as any*/),
        "pin.related.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Pin"
        },
        "pin.related.edges.node.__typename": (v59/*:: as any*/),
        "pin.related.edges.node.access": (v69/*:: as any*/),
        "pin.related.edges.node.adDestinationUrl": (v55/*:: as any*/),
        "pin.related.edges.node.adServeId": (v55/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AdTargetingAttribution"
        },
        "pin.related.edges.node.adTargetingAttribution.advertiserName": (v55/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.customerListMatched": (v57/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.engagementMatched": (v57/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.expandedTargetingMatched": (v57/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.fromGpsLocation": (v57/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.geoPostalCode": (v55/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.geoRegion": (v55/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.isFirstPartyPersonalizationEnabled": (v57/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.isThirdPartyPersonalizationEnabled": (v57/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.lookalikeMatched": (v57/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.matchedAgeBucket": (v55/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.matchedDevice": (v55/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.matchedGender": (v55/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.matchedInterest": (v55/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.matchedKeyword": (v55/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.matchedLocale": (v55/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.personaMatched": (v57/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.shoppingProspectingMatched": (v57/*:: as any*/),
        "pin.related.edges.node.adTargetingAttribution.visitorMatched": (v57/*:: as any*/),
        "pin.related.edges.node.advertiserId": (v55/*:: as any*/),
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
        "pin.related.edges.node.altText": (v55/*:: as any*/),
        "pin.related.edges.node.attributionSourceId": (v55/*:: as any*/),
        "pin.related.edges.node.autoAltText": (v55/*:: as any*/),
        "pin.related.edges.node.board": (v56/*:: as any*/),
        "pin.related.edges.node.board.collaboratedByMe": (v57/*:: as any*/),
        "pin.related.edges.node.board.id": (v58/*:: as any*/),
        "pin.related.edges.node.board.isCollaborative": (v57/*:: as any*/),
        "pin.related.edges.node.board.name": (v59/*:: as any*/),
        "pin.related.edges.node.board.owner": (v60/*:: as any*/),
        "pin.related.edges.node.board.owner.entityId": (v59/*:: as any*/),
        "pin.related.edges.node.board.owner.id": (v58/*:: as any*/),
        "pin.related.edges.node.board.url": (v59/*:: as any*/),
        "pin.related.edges.node.campaignId": (v55/*:: as any*/),
        "pin.related.edges.node.carouselData": (v61/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots": (v62/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.image": (v63/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.image.height": (v64/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.image.url": (v59/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.image.width": (v64/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.link": (v55/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.offsiteUrl": (v55/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.slotId": (v59/*:: as any*/),
        "pin.related.edges.node.carouselData.carouselSlots.title": (v59/*:: as any*/),
        "pin.related.edges.node.carouselData.index": (v64/*:: as any*/),
        "pin.related.edges.node.category": (v55/*:: as any*/),
        "pin.related.edges.node.collectionItems": (v65/*:: as any*/),
        "pin.related.edges.node.collectionItems.__typename": (v59/*:: as any*/),
        "pin.related.edges.node.collectionItems.image": (v63/*:: as any*/),
        "pin.related.edges.node.collectionItems.image.dominantColor": (v59/*:: as any*/),
        "pin.related.edges.node.collectionItems.image.height": (v64/*:: as any*/),
        "pin.related.edges.node.collectionItems.image.url": (v59/*:: as any*/),
        "pin.related.edges.node.collectionItems.image.width": (v64/*:: as any*/),
        "pin.related.edges.node.collectionItems.link": (v55/*:: as any*/),
        "pin.related.edges.node.collectionItems.pinId": (v55/*:: as any*/),
        "pin.related.edges.node.description": (v59/*:: as any*/),
        "pin.related.edges.node.domain": (v55/*:: as any*/),
        "pin.related.edges.node.dominantColor": (v59/*:: as any*/),
        "pin.related.edges.node.embed": (v66/*:: as any*/),
        "pin.related.edges.node.embed.src": (v55/*:: as any*/),
        "pin.related.edges.node.embed.type": (v55/*:: as any*/),
        "pin.related.edges.node.entityId": (v59/*:: as any*/),
        "pin.related.edges.node.id": (v58/*:: as any*/),
        "pin.related.edges.node.image": (v63/*:: as any*/),
        "pin.related.edges.node.image.height": (v64/*:: as any*/),
        "pin.related.edges.node.image.url": (v59/*:: as any*/),
        "pin.related.edges.node.image.width": (v64/*:: as any*/),
        "pin.related.edges.node.imageCrop": (v67/*:: as any*/),
        "pin.related.edges.node.imageCrop.maxY": (v68/*:: as any*/),
        "pin.related.edges.node.imageCrop.minY": (v68/*:: as any*/),
        "pin.related.edges.node.isDownstreamPromotion": (v57/*:: as any*/),
        "pin.related.edges.node.isEligibleForPromotedPartnership": (v57/*:: as any*/),
        "pin.related.edges.node.isOosProduct": (v57/*:: as any*/),
        "pin.related.edges.node.isPromoted": (v57/*:: as any*/),
        "pin.related.edges.node.isSensitive": (v57/*:: as any*/),
        "pin.related.edges.node.isShoppable": (v57/*:: as any*/),
        "pin.related.edges.node.isStaleProduct": (v57/*:: as any*/),
        "pin.related.edges.node.isThirdPartyAd": (v57/*:: as any*/),
        "pin.related.edges.node.link": (v55/*:: as any*/),
        "pin.related.edges.node.offsiteUrl": (v55/*:: as any*/),
        "pin.related.edges.node.origImage": (v63/*:: as any*/),
        "pin.related.edges.node.origImage.url": (v59/*:: as any*/),
        "pin.related.edges.node.pinner": (v60/*:: as any*/),
        "pin.related.edges.node.pinner.entityId": (v59/*:: as any*/),
        "pin.related.edges.node.pinner.fullName": (v59/*:: as any*/),
        "pin.related.edges.node.pinner.id": (v58/*:: as any*/),
        "pin.related.edges.node.pinner.imageSmallUrl": (v59/*:: as any*/),
        "pin.related.edges.node.pinner.isVerifiedMerchant": (v57/*:: as any*/),
        "pin.related.edges.node.pinner.username": (v59/*:: as any*/),
        "pin.related.edges.node.promotedPartnershipAdvertiserName": (v55/*:: as any*/),
        "pin.related.edges.node.promotedPartnershipAttributionName": (v55/*:: as any*/),
        "pin.related.edges.node.promoter": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "pin.related.edges.node.promoter.fullName": (v59/*:: as any*/),
        "pin.related.edges.node.promoter.id": (v58/*:: as any*/),
        "pin.related.edges.node.promoter.imageSmallUrl": (v59/*:: as any*/),
        "pin.related.edges.node.promoter.username": (v59/*:: as any*/),
        "pin.related.edges.node.recommendationReason": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationReason"
        },
        "pin.related.edges.node.recommendationReason.board": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationBoard"
        },
        "pin.related.edges.node.recommendationReason.board.entityId": (v59/*:: as any*/),
        "pin.related.edges.node.recommendationReason.board.id": (v58/*:: as any*/),
        "pin.related.edges.node.recommendationReason.board.name": (v59/*:: as any*/),
        "pin.related.edges.node.recommendationReason.reason": {
          "enumValues": [
            "FOLLOWED_BOARD",
            "FOLLOWED_TOPIC",
            "FOLLOWED_USER",
            "RECENT_ACTIVITY",
            "YOUR_BOARD"
          ],
          "nullable": false,
          "plural": false,
          "type": "RecommendationReasonKind"
        },
        "pin.related.edges.node.recommendationReason.topic": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationTopic"
        },
        "pin.related.edges.node.recommendationReason.topic.entityId": (v59/*:: as any*/),
        "pin.related.edges.node.recommendationReason.topic.name": (v59/*:: as any*/),
        "pin.related.edges.node.recommendationReason.user": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationUser"
        },
        "pin.related.edges.node.recommendationReason.user.entityId": (v59/*:: as any*/),
        "pin.related.edges.node.recommendationReason.user.fullName": (v59/*:: as any*/),
        "pin.related.edges.node.recommendationReason.user.id": (v58/*:: as any*/),
        "pin.related.edges.node.recommendationReason.user.username": (v59/*:: as any*/),
        "pin.related.edges.node.redirectImage": (v63/*:: as any*/),
        "pin.related.edges.node.redirectImage.url": (v59/*:: as any*/),
        "pin.related.edges.node.richMetadata": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "JSON"
        },
        "pin.related.edges.node.richSummary": (v70/*:: as any*/),
        "pin.related.edges.node.richSummary.displayName": (v55/*:: as any*/),
        "pin.related.edges.node.richSummary.products": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Product"
        },
        "pin.related.edges.node.richSummary.products.labels": (v69/*:: as any*/),
        "pin.related.edges.node.richSummary.products.offerSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OfferSummary"
        },
        "pin.related.edges.node.richSummary.products.offerSummary.maxPrice": (v55/*:: as any*/),
        "pin.related.edges.node.richSummary.products.offerSummary.minPrice": (v55/*:: as any*/),
        "pin.related.edges.node.richSummary.products.offerSummary.price": (v55/*:: as any*/),
        "pin.related.edges.node.richSummary.products.offerSummary.standardPrice": (v55/*:: as any*/),
        "pin.related.edges.node.richSummary.siteName": (v55/*:: as any*/),
        "pin.related.edges.node.savedInfo": (v71/*:: as any*/),
        "pin.related.edges.node.savedInfo.__typename": (v59/*:: as any*/),
        "pin.related.edges.node.savedInfo.board": (v72/*:: as any*/),
        "pin.related.edges.node.savedInfo.board.id": (v58/*:: as any*/),
        "pin.related.edges.node.savedInfo.board.layout": (v73/*:: as any*/),
        "pin.related.edges.node.savedInfo.board.name": (v59/*:: as any*/),
        "pin.related.edges.node.savedInfo.board.url": (v59/*:: as any*/),
        "pin.related.edges.node.savedInfo.boardId": (v59/*:: as any*/),
        "pin.related.edges.node.savedInfo.section": (v74/*:: as any*/),
        "pin.related.edges.node.savedInfo.section.id": (v58/*:: as any*/),
        "pin.related.edges.node.savedInfo.section.title": (v59/*:: as any*/),
        "pin.related.edges.node.savedInfo.section.url": (v59/*:: as any*/),
        "pin.related.edges.node.seoDescription": (v55/*:: as any*/),
        "pin.related.edges.node.seoTitle": (v55/*:: as any*/),
        "pin.related.edges.node.seoUrl": (v59/*:: as any*/),
        "pin.related.edges.node.sponsorship": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Sponsorship"
        },
        "pin.related.edges.node.sponsorship.__typename": (v59/*:: as any*/),
        "pin.related.edges.node.sponsorship.sponsorName": (v55/*:: as any*/),
        "pin.related.edges.node.sponsorship.sponsorUsername": (v55/*:: as any*/),
        "pin.related.edges.node.sponsorship.status": (v64/*:: as any*/),
        "pin.related.edges.node.storyPinData": (v75/*:: as any*/),
        "pin.related.edges.node.storyPinData.isDeleted": (v57/*:: as any*/),
        "pin.related.edges.node.storyPinData.pinTitle": (v55/*:: as any*/),
        "pin.related.edges.node.storyPinData.staticPageCount": (v64/*:: as any*/),
        "pin.related.edges.node.storyPinData.totalVideoDuration": (v64/*:: as any*/),
        "pin.related.edges.node.storyPinDataId": (v55/*:: as any*/),
        "pin.related.edges.node.title": (v59/*:: as any*/),
        "pin.related.edges.node.trackingParams": (v55/*:: as any*/),
        "pin.related.edges.node.type": (v76/*:: as any*/),
        "pin.related.edges.node.videoDuration": (v77/*:: as any*/),
        "pin.related.edges.node.videoList": (v78/*:: as any*/),
        "pin.related.edges.node.videoList.name": (v59/*:: as any*/),
        "pin.related.edges.node.videoList.url": (v55/*:: as any*/),
        "pin.related.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "pin.related.pageInfo.endCursor": (v55/*:: as any*/),
        "pin.related.pageInfo.hasNextPage": (v57/*:: as any*/),
        "pin.richSummary": (v70/*:: as any*/),
        "pin.richSummary.aggregateRating": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AggregateRating"
        },
        "pin.richSummary.aggregateRating.bestRating": (v79/*:: as any*/),
        "pin.richSummary.aggregateRating.ratingValue": (v79/*:: as any*/),
        "pin.richSummary.aggregateRating.reviewCount": (v77/*:: as any*/),
        "pin.richSummary.displayCookTime": (v77/*:: as any*/),
        "pin.richSummary.siteName": (v55/*:: as any*/),
        "pin.savedInfo": (v71/*:: as any*/),
        "pin.savedInfo.board": (v72/*:: as any*/),
        "pin.savedInfo.board.id": (v58/*:: as any*/),
        "pin.savedInfo.board.layout": (v73/*:: as any*/),
        "pin.savedInfo.board.name": (v59/*:: as any*/),
        "pin.savedInfo.board.url": (v59/*:: as any*/),
        "pin.savedInfo.boardId": (v59/*:: as any*/),
        "pin.savedInfo.section": (v74/*:: as any*/),
        "pin.savedInfo.section.id": (v58/*:: as any*/),
        "pin.savedInfo.section.title": (v59/*:: as any*/),
        "pin.savedInfo.section.url": (v59/*:: as any*/),
        "pin.seoUrl": (v59/*:: as any*/),
        "pin.storyPinData": (v75/*:: as any*/),
        "pin.storyPinData.isDeleted": (v57/*:: as any*/),
        "pin.storyPinData.staticPageCount": (v64/*:: as any*/),
        "pin.storyPinData.totalVideoDuration": (v64/*:: as any*/),
        "pin.storyPinDataId": (v55/*:: as any*/),
        "pin.title": (v59/*:: as any*/),
        "pin.trackingParams": (v55/*:: as any*/),
        "pin.type": (v76/*:: as any*/),
        "pin.videoDuration": (v77/*:: as any*/),
        "pin.videoList": (v78/*:: as any*/),
        "pin.videoList.__typename": (v59/*:: as any*/),
        "pin.videoList.name": (v59/*:: as any*/),
        "pin.videoList.url": (v55/*:: as any*/),
        "pin.viewerCanEdit": (v57/*:: as any*/)
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
