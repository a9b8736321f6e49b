/**
 * @generated SignedSource<<a3e3da0be05d1f3b0badf2f2ea8dad55>>
 * @relayHash 5d8cc81b61b61e97a9daba719e6f5cb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee206666ce061ecca5395387b1c6bb6771f79236c52920b203e68ea84b4c4a0b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type hideFooterTestQuery$variables = Record<PropertyKey, never>;
export type hideFooterTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HomeFeed_query">;
};
export type hideFooterTestQuery = {
  response: hideFooterTestQuery$data;
  variables: hideFooterTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
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
  "name": "offsiteUrl",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v15 = [
  (v7/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageSmallUrl",
  "storageKey": null
},
v19 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v20 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v21 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v22 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v23 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v24 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "User"
},
v25 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Image"
},
v26 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v27 = {
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
    "name": "hideFooterTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HomeFeed_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "hideFooterTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "PinConnection",
        "kind": "LinkedField",
        "name": "homefeed",
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
                    "kind": "ScalarField",
                    "name": "adServeId",
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
                          (v11/*:: as any*/),
                          (v13/*:: as any*/)
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
                      },
                      (v14/*:: as any*/)
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
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v13/*:: as any*/),
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
                    "alias": "redirectImage",
                    "args": (v8/*:: as any*/),
                    "concreteType": "Image",
                    "kind": "LinkedField",
                    "name": "image",
                    "plural": false,
                    "selections": (v15/*:: as any*/),
                    "storageKey": "image(size:\"W236\")"
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
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
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
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
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
                      (v14/*:: as any*/),
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
                    "selections": (v15/*:: as any*/),
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
                          (v5/*:: as any*/),
                          (v1/*:: as any*/),
                          (v6/*:: as any*/)
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
                          (v5/*:: as any*/),
                          (v1/*:: as any*/),
                          (v17/*:: as any*/),
                          (v16/*:: as any*/)
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
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/)
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
        "storageKey": "homefeed(first:25)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "HomeFeed_homefeed",
        "kind": "LinkedHandle",
        "name": "homefeed"
      }
    ]
  },
  "params": {
    "id": "ee206666ce061ecca5395387b1c6bb6771f79236c52920b203e68ea84b4c4a0b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "homefeed": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PinConnection"
        },
        "homefeed.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PinEdge"
        },
        "homefeed.edges.cursor": (v19/*:: as any*/),
        "homefeed.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Pin"
        },
        "homefeed.edges.node.__typename": (v19/*:: as any*/),
        "homefeed.edges.node.access": (v20/*:: as any*/),
        "homefeed.edges.node.adDestinationUrl": (v21/*:: as any*/),
        "homefeed.edges.node.adServeId": (v21/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AdTargetingAttribution"
        },
        "homefeed.edges.node.adTargetingAttribution.advertiserName": (v21/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.customerListMatched": (v22/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.engagementMatched": (v22/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.expandedTargetingMatched": (v22/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.fromGpsLocation": (v22/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.geoPostalCode": (v21/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.geoRegion": (v21/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.isFirstPartyPersonalizationEnabled": (v22/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.isThirdPartyPersonalizationEnabled": (v22/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.lookalikeMatched": (v22/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.matchedAgeBucket": (v21/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.matchedDevice": (v21/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.matchedGender": (v21/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.matchedInterest": (v21/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.matchedKeyword": (v21/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.matchedLocale": (v21/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.personaMatched": (v22/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.shoppingProspectingMatched": (v22/*:: as any*/),
        "homefeed.edges.node.adTargetingAttribution.visitorMatched": (v22/*:: as any*/),
        "homefeed.edges.node.advertiserId": (v21/*:: as any*/),
        "homefeed.edges.node.aiDisclosure": {
          "enumValues": [
            "made_with_ai",
            "modified_with_ai",
            "parts_made_with_ai"
          ],
          "nullable": true,
          "plural": false,
          "type": "AiDisclosure"
        },
        "homefeed.edges.node.altText": (v21/*:: as any*/),
        "homefeed.edges.node.attributionSourceId": (v21/*:: as any*/),
        "homefeed.edges.node.autoAltText": (v21/*:: as any*/),
        "homefeed.edges.node.board": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Board"
        },
        "homefeed.edges.node.board.collaboratedByMe": (v22/*:: as any*/),
        "homefeed.edges.node.board.id": (v23/*:: as any*/),
        "homefeed.edges.node.board.isCollaborative": (v22/*:: as any*/),
        "homefeed.edges.node.board.name": (v19/*:: as any*/),
        "homefeed.edges.node.board.owner": (v24/*:: as any*/),
        "homefeed.edges.node.board.owner.entityId": (v19/*:: as any*/),
        "homefeed.edges.node.board.owner.id": (v23/*:: as any*/),
        "homefeed.edges.node.board.url": (v19/*:: as any*/),
        "homefeed.edges.node.campaignId": (v21/*:: as any*/),
        "homefeed.edges.node.carouselData": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarouselData"
        },
        "homefeed.edges.node.carouselData.carouselSlots": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CarouselSlot"
        },
        "homefeed.edges.node.carouselData.carouselSlots.image": (v25/*:: as any*/),
        "homefeed.edges.node.carouselData.carouselSlots.image.height": (v26/*:: as any*/),
        "homefeed.edges.node.carouselData.carouselSlots.image.url": (v19/*:: as any*/),
        "homefeed.edges.node.carouselData.carouselSlots.image.width": (v26/*:: as any*/),
        "homefeed.edges.node.carouselData.carouselSlots.link": (v21/*:: as any*/),
        "homefeed.edges.node.carouselData.carouselSlots.offsiteUrl": (v21/*:: as any*/),
        "homefeed.edges.node.carouselData.carouselSlots.slotId": (v19/*:: as any*/),
        "homefeed.edges.node.carouselData.carouselSlots.title": (v19/*:: as any*/),
        "homefeed.edges.node.carouselData.index": (v26/*:: as any*/),
        "homefeed.edges.node.category": (v21/*:: as any*/),
        "homefeed.edges.node.collectionItems": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CollectionItem"
        },
        "homefeed.edges.node.collectionItems.__typename": (v19/*:: as any*/),
        "homefeed.edges.node.collectionItems.image": (v25/*:: as any*/),
        "homefeed.edges.node.collectionItems.image.dominantColor": (v19/*:: as any*/),
        "homefeed.edges.node.collectionItems.image.height": (v26/*:: as any*/),
        "homefeed.edges.node.collectionItems.image.url": (v19/*:: as any*/),
        "homefeed.edges.node.collectionItems.image.width": (v26/*:: as any*/),
        "homefeed.edges.node.collectionItems.link": (v21/*:: as any*/),
        "homefeed.edges.node.collectionItems.pinId": (v21/*:: as any*/),
        "homefeed.edges.node.description": (v19/*:: as any*/),
        "homefeed.edges.node.domain": (v21/*:: as any*/),
        "homefeed.edges.node.dominantColor": (v19/*:: as any*/),
        "homefeed.edges.node.embed": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PinEmbed"
        },
        "homefeed.edges.node.embed.src": (v21/*:: as any*/),
        "homefeed.edges.node.embed.type": (v21/*:: as any*/),
        "homefeed.edges.node.entityId": (v19/*:: as any*/),
        "homefeed.edges.node.id": (v23/*:: as any*/),
        "homefeed.edges.node.image": (v25/*:: as any*/),
        "homefeed.edges.node.image.height": (v26/*:: as any*/),
        "homefeed.edges.node.image.url": (v19/*:: as any*/),
        "homefeed.edges.node.image.width": (v26/*:: as any*/),
        "homefeed.edges.node.imageCrop": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ImageCrop"
        },
        "homefeed.edges.node.imageCrop.maxY": (v27/*:: as any*/),
        "homefeed.edges.node.imageCrop.minY": (v27/*:: as any*/),
        "homefeed.edges.node.isDownstreamPromotion": (v22/*:: as any*/),
        "homefeed.edges.node.isEligibleForPromotedPartnership": (v22/*:: as any*/),
        "homefeed.edges.node.isOosProduct": (v22/*:: as any*/),
        "homefeed.edges.node.isPromoted": (v22/*:: as any*/),
        "homefeed.edges.node.isSensitive": (v22/*:: as any*/),
        "homefeed.edges.node.isShoppable": (v22/*:: as any*/),
        "homefeed.edges.node.isStaleProduct": (v22/*:: as any*/),
        "homefeed.edges.node.isThirdPartyAd": (v22/*:: as any*/),
        "homefeed.edges.node.link": (v21/*:: as any*/),
        "homefeed.edges.node.offsiteUrl": (v21/*:: as any*/),
        "homefeed.edges.node.origImage": (v25/*:: as any*/),
        "homefeed.edges.node.origImage.url": (v19/*:: as any*/),
        "homefeed.edges.node.pinner": (v24/*:: as any*/),
        "homefeed.edges.node.pinner.entityId": (v19/*:: as any*/),
        "homefeed.edges.node.pinner.fullName": (v19/*:: as any*/),
        "homefeed.edges.node.pinner.id": (v23/*:: as any*/),
        "homefeed.edges.node.pinner.imageSmallUrl": (v19/*:: as any*/),
        "homefeed.edges.node.pinner.isVerifiedMerchant": (v22/*:: as any*/),
        "homefeed.edges.node.pinner.username": (v19/*:: as any*/),
        "homefeed.edges.node.promotedPartnershipAdvertiserName": (v21/*:: as any*/),
        "homefeed.edges.node.promotedPartnershipAttributionName": (v21/*:: as any*/),
        "homefeed.edges.node.promoter": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "homefeed.edges.node.promoter.fullName": (v19/*:: as any*/),
        "homefeed.edges.node.promoter.id": (v23/*:: as any*/),
        "homefeed.edges.node.promoter.imageSmallUrl": (v19/*:: as any*/),
        "homefeed.edges.node.promoter.username": (v19/*:: as any*/),
        "homefeed.edges.node.recommendationReason": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationReason"
        },
        "homefeed.edges.node.recommendationReason.board": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationBoard"
        },
        "homefeed.edges.node.recommendationReason.board.entityId": (v19/*:: as any*/),
        "homefeed.edges.node.recommendationReason.board.id": (v23/*:: as any*/),
        "homefeed.edges.node.recommendationReason.board.name": (v19/*:: as any*/),
        "homefeed.edges.node.recommendationReason.reason": {
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
        "homefeed.edges.node.recommendationReason.topic": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationTopic"
        },
        "homefeed.edges.node.recommendationReason.topic.entityId": (v19/*:: as any*/),
        "homefeed.edges.node.recommendationReason.topic.name": (v19/*:: as any*/),
        "homefeed.edges.node.recommendationReason.user": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationUser"
        },
        "homefeed.edges.node.recommendationReason.user.entityId": (v19/*:: as any*/),
        "homefeed.edges.node.recommendationReason.user.fullName": (v19/*:: as any*/),
        "homefeed.edges.node.recommendationReason.user.id": (v23/*:: as any*/),
        "homefeed.edges.node.recommendationReason.user.username": (v19/*:: as any*/),
        "homefeed.edges.node.redirectImage": (v25/*:: as any*/),
        "homefeed.edges.node.redirectImage.url": (v19/*:: as any*/),
        "homefeed.edges.node.richMetadata": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "JSON"
        },
        "homefeed.edges.node.richSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RichSummary"
        },
        "homefeed.edges.node.richSummary.displayName": (v21/*:: as any*/),
        "homefeed.edges.node.richSummary.products": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Product"
        },
        "homefeed.edges.node.richSummary.products.labels": (v20/*:: as any*/),
        "homefeed.edges.node.richSummary.products.offerSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OfferSummary"
        },
        "homefeed.edges.node.richSummary.products.offerSummary.maxPrice": (v21/*:: as any*/),
        "homefeed.edges.node.richSummary.products.offerSummary.minPrice": (v21/*:: as any*/),
        "homefeed.edges.node.richSummary.products.offerSummary.price": (v21/*:: as any*/),
        "homefeed.edges.node.richSummary.products.offerSummary.standardPrice": (v21/*:: as any*/),
        "homefeed.edges.node.richSummary.siteName": (v21/*:: as any*/),
        "homefeed.edges.node.savedInfo": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SavedInfo"
        },
        "homefeed.edges.node.savedInfo.__typename": (v19/*:: as any*/),
        "homefeed.edges.node.savedInfo.board": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Board"
        },
        "homefeed.edges.node.savedInfo.board.id": (v23/*:: as any*/),
        "homefeed.edges.node.savedInfo.board.layout": {
          "enumValues": [
            "custom",
            "default",
            "quick_saves"
          ],
          "nullable": false,
          "plural": false,
          "type": "BoardLayout"
        },
        "homefeed.edges.node.savedInfo.board.name": (v19/*:: as any*/),
        "homefeed.edges.node.savedInfo.board.url": (v19/*:: as any*/),
        "homefeed.edges.node.savedInfo.boardId": (v19/*:: as any*/),
        "homefeed.edges.node.savedInfo.section": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BoardSection"
        },
        "homefeed.edges.node.savedInfo.section.id": (v23/*:: as any*/),
        "homefeed.edges.node.savedInfo.section.title": (v19/*:: as any*/),
        "homefeed.edges.node.savedInfo.section.url": (v19/*:: as any*/),
        "homefeed.edges.node.seoDescription": (v21/*:: as any*/),
        "homefeed.edges.node.seoTitle": (v21/*:: as any*/),
        "homefeed.edges.node.seoUrl": (v19/*:: as any*/),
        "homefeed.edges.node.sponsorship": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Sponsorship"
        },
        "homefeed.edges.node.sponsorship.__typename": (v19/*:: as any*/),
        "homefeed.edges.node.sponsorship.sponsorName": (v21/*:: as any*/),
        "homefeed.edges.node.sponsorship.sponsorUsername": (v21/*:: as any*/),
        "homefeed.edges.node.sponsorship.status": (v26/*:: as any*/),
        "homefeed.edges.node.storyPinData": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "StoryPinData"
        },
        "homefeed.edges.node.storyPinData.isDeleted": (v22/*:: as any*/),
        "homefeed.edges.node.storyPinData.pinTitle": (v21/*:: as any*/),
        "homefeed.edges.node.storyPinData.staticPageCount": (v26/*:: as any*/),
        "homefeed.edges.node.storyPinData.totalVideoDuration": (v26/*:: as any*/),
        "homefeed.edges.node.storyPinDataId": (v21/*:: as any*/),
        "homefeed.edges.node.title": (v19/*:: as any*/),
        "homefeed.edges.node.trackingParams": (v21/*:: as any*/),
        "homefeed.edges.node.type": {
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
        "homefeed.edges.node.videoDuration": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "homefeed.edges.node.videoList": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "VideoVariant"
        },
        "homefeed.edges.node.videoList.name": (v19/*:: as any*/),
        "homefeed.edges.node.videoList.url": (v21/*:: as any*/),
        "homefeed.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "homefeed.pageInfo.endCursor": (v21/*:: as any*/),
        "homefeed.pageInfo.hasNextPage": (v22/*:: as any*/)
      }
    },
    "name": "hideFooterTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "92ac452318b3e6c12861bc4fa048c0d9";

export default node;
