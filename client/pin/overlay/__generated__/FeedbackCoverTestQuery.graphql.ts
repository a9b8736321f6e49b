/**
 * @generated SignedSource<<a11509498a95d80bbfd73d81f34413b7>>
 * @relayHash 05d13541d784443f6fe8b637ba36c03e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be6dee2a8c3e7659ae09fe59a81750b3fcddc810d0608bd961097e1b8fb48c24

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FeedbackCoverTestQuery$variables = Record<PropertyKey, never>;
export type FeedbackCoverTestQuery$data = {
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"PinCard_pin">;
  } | null | undefined;
};
export type FeedbackCoverTestQuery = {
  response: FeedbackCoverTestQuery$data;
  variables: FeedbackCoverTestQuery$variables;
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
  "plural": true,
  "type": "String"
},
v20 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v21 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v22 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v23 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
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
    "name": "FeedbackCoverTestQuery",
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
    "name": "FeedbackCoverTestQuery",
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
          }
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ]
  },
  "params": {
    "id": "be6dee2a8c3e7659ae09fe59a81750b3fcddc810d0608bd961097e1b8fb48c24",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.access": (v19/*:: as any*/),
        "pin.adDestinationUrl": (v20/*:: as any*/),
        "pin.adServeId": (v20/*:: as any*/),
        "pin.adTargetingAttribution": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AdTargetingAttribution"
        },
        "pin.adTargetingAttribution.advertiserName": (v20/*:: as any*/),
        "pin.adTargetingAttribution.customerListMatched": (v21/*:: as any*/),
        "pin.adTargetingAttribution.engagementMatched": (v21/*:: as any*/),
        "pin.adTargetingAttribution.expandedTargetingMatched": (v21/*:: as any*/),
        "pin.adTargetingAttribution.fromGpsLocation": (v21/*:: as any*/),
        "pin.adTargetingAttribution.geoPostalCode": (v20/*:: as any*/),
        "pin.adTargetingAttribution.geoRegion": (v20/*:: as any*/),
        "pin.adTargetingAttribution.isFirstPartyPersonalizationEnabled": (v21/*:: as any*/),
        "pin.adTargetingAttribution.isThirdPartyPersonalizationEnabled": (v21/*:: as any*/),
        "pin.adTargetingAttribution.lookalikeMatched": (v21/*:: as any*/),
        "pin.adTargetingAttribution.matchedAgeBucket": (v20/*:: as any*/),
        "pin.adTargetingAttribution.matchedDevice": (v20/*:: as any*/),
        "pin.adTargetingAttribution.matchedGender": (v20/*:: as any*/),
        "pin.adTargetingAttribution.matchedInterest": (v20/*:: as any*/),
        "pin.adTargetingAttribution.matchedKeyword": (v20/*:: as any*/),
        "pin.adTargetingAttribution.matchedLocale": (v20/*:: as any*/),
        "pin.adTargetingAttribution.personaMatched": (v21/*:: as any*/),
        "pin.adTargetingAttribution.shoppingProspectingMatched": (v21/*:: as any*/),
        "pin.adTargetingAttribution.visitorMatched": (v21/*:: as any*/),
        "pin.advertiserId": (v20/*:: as any*/),
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
        "pin.altText": (v20/*:: as any*/),
        "pin.attributionSourceId": (v20/*:: as any*/),
        "pin.autoAltText": (v20/*:: as any*/),
        "pin.board": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Board"
        },
        "pin.board.collaboratedByMe": (v21/*:: as any*/),
        "pin.board.id": (v22/*:: as any*/),
        "pin.board.isCollaborative": (v21/*:: as any*/),
        "pin.board.name": (v23/*:: as any*/),
        "pin.board.owner": (v24/*:: as any*/),
        "pin.board.owner.entityId": (v23/*:: as any*/),
        "pin.board.owner.id": (v22/*:: as any*/),
        "pin.board.url": (v23/*:: as any*/),
        "pin.campaignId": (v20/*:: as any*/),
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
        "pin.carouselData.carouselSlots.image": (v25/*:: as any*/),
        "pin.carouselData.carouselSlots.image.height": (v26/*:: as any*/),
        "pin.carouselData.carouselSlots.image.url": (v23/*:: as any*/),
        "pin.carouselData.carouselSlots.image.width": (v26/*:: as any*/),
        "pin.carouselData.carouselSlots.link": (v20/*:: as any*/),
        "pin.carouselData.carouselSlots.offsiteUrl": (v20/*:: as any*/),
        "pin.carouselData.carouselSlots.slotId": (v23/*:: as any*/),
        "pin.carouselData.carouselSlots.title": (v23/*:: as any*/),
        "pin.carouselData.index": (v26/*:: as any*/),
        "pin.category": (v20/*:: as any*/),
        "pin.collectionItems": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CollectionItem"
        },
        "pin.collectionItems.__typename": (v23/*:: as any*/),
        "pin.collectionItems.image": (v25/*:: as any*/),
        "pin.collectionItems.image.dominantColor": (v23/*:: as any*/),
        "pin.collectionItems.image.height": (v26/*:: as any*/),
        "pin.collectionItems.image.url": (v23/*:: as any*/),
        "pin.collectionItems.image.width": (v26/*:: as any*/),
        "pin.collectionItems.link": (v20/*:: as any*/),
        "pin.collectionItems.pinId": (v20/*:: as any*/),
        "pin.description": (v23/*:: as any*/),
        "pin.domain": (v20/*:: as any*/),
        "pin.dominantColor": (v23/*:: as any*/),
        "pin.embed": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PinEmbed"
        },
        "pin.embed.src": (v20/*:: as any*/),
        "pin.embed.type": (v20/*:: as any*/),
        "pin.entityId": (v23/*:: as any*/),
        "pin.id": (v22/*:: as any*/),
        "pin.image": (v25/*:: as any*/),
        "pin.image.height": (v26/*:: as any*/),
        "pin.image.url": (v23/*:: as any*/),
        "pin.image.width": (v26/*:: as any*/),
        "pin.imageCrop": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ImageCrop"
        },
        "pin.imageCrop.maxY": (v27/*:: as any*/),
        "pin.imageCrop.minY": (v27/*:: as any*/),
        "pin.isDownstreamPromotion": (v21/*:: as any*/),
        "pin.isEligibleForPromotedPartnership": (v21/*:: as any*/),
        "pin.isOosProduct": (v21/*:: as any*/),
        "pin.isPromoted": (v21/*:: as any*/),
        "pin.isSensitive": (v21/*:: as any*/),
        "pin.isShoppable": (v21/*:: as any*/),
        "pin.isStaleProduct": (v21/*:: as any*/),
        "pin.isThirdPartyAd": (v21/*:: as any*/),
        "pin.link": (v20/*:: as any*/),
        "pin.offsiteUrl": (v20/*:: as any*/),
        "pin.origImage": (v25/*:: as any*/),
        "pin.origImage.url": (v23/*:: as any*/),
        "pin.pinner": (v24/*:: as any*/),
        "pin.pinner.entityId": (v23/*:: as any*/),
        "pin.pinner.fullName": (v23/*:: as any*/),
        "pin.pinner.id": (v22/*:: as any*/),
        "pin.pinner.imageSmallUrl": (v23/*:: as any*/),
        "pin.pinner.isVerifiedMerchant": (v21/*:: as any*/),
        "pin.pinner.username": (v23/*:: as any*/),
        "pin.promotedPartnershipAdvertiserName": (v20/*:: as any*/),
        "pin.promotedPartnershipAttributionName": (v20/*:: as any*/),
        "pin.promoter": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "pin.promoter.fullName": (v23/*:: as any*/),
        "pin.promoter.id": (v22/*:: as any*/),
        "pin.promoter.imageSmallUrl": (v23/*:: as any*/),
        "pin.promoter.username": (v23/*:: as any*/),
        "pin.recommendationReason": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationReason"
        },
        "pin.recommendationReason.board": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationBoard"
        },
        "pin.recommendationReason.board.entityId": (v23/*:: as any*/),
        "pin.recommendationReason.board.id": (v22/*:: as any*/),
        "pin.recommendationReason.board.name": (v23/*:: as any*/),
        "pin.recommendationReason.reason": {
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
        "pin.recommendationReason.topic": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationTopic"
        },
        "pin.recommendationReason.topic.entityId": (v23/*:: as any*/),
        "pin.recommendationReason.topic.name": (v23/*:: as any*/),
        "pin.recommendationReason.user": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationUser"
        },
        "pin.recommendationReason.user.entityId": (v23/*:: as any*/),
        "pin.recommendationReason.user.fullName": (v23/*:: as any*/),
        "pin.recommendationReason.user.id": (v22/*:: as any*/),
        "pin.recommendationReason.user.username": (v23/*:: as any*/),
        "pin.redirectImage": (v25/*:: as any*/),
        "pin.redirectImage.url": (v23/*:: as any*/),
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
        "pin.richSummary.displayName": (v20/*:: as any*/),
        "pin.richSummary.products": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Product"
        },
        "pin.richSummary.products.labels": (v19/*:: as any*/),
        "pin.richSummary.products.offerSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OfferSummary"
        },
        "pin.richSummary.products.offerSummary.maxPrice": (v20/*:: as any*/),
        "pin.richSummary.products.offerSummary.minPrice": (v20/*:: as any*/),
        "pin.richSummary.products.offerSummary.price": (v20/*:: as any*/),
        "pin.richSummary.products.offerSummary.standardPrice": (v20/*:: as any*/),
        "pin.richSummary.siteName": (v20/*:: as any*/),
        "pin.savedInfo": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SavedInfo"
        },
        "pin.savedInfo.__typename": (v23/*:: as any*/),
        "pin.savedInfo.board": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Board"
        },
        "pin.savedInfo.board.id": (v22/*:: as any*/),
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
        "pin.savedInfo.board.name": (v23/*:: as any*/),
        "pin.savedInfo.board.url": (v23/*:: as any*/),
        "pin.savedInfo.boardId": (v23/*:: as any*/),
        "pin.savedInfo.section": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BoardSection"
        },
        "pin.savedInfo.section.id": (v22/*:: as any*/),
        "pin.savedInfo.section.title": (v23/*:: as any*/),
        "pin.savedInfo.section.url": (v23/*:: as any*/),
        "pin.seoDescription": (v20/*:: as any*/),
        "pin.seoTitle": (v20/*:: as any*/),
        "pin.seoUrl": (v23/*:: as any*/),
        "pin.sponsorship": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Sponsorship"
        },
        "pin.sponsorship.__typename": (v23/*:: as any*/),
        "pin.sponsorship.sponsorName": (v20/*:: as any*/),
        "pin.sponsorship.sponsorUsername": (v20/*:: as any*/),
        "pin.sponsorship.status": (v26/*:: as any*/),
        "pin.storyPinData": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "StoryPinData"
        },
        "pin.storyPinData.isDeleted": (v21/*:: as any*/),
        "pin.storyPinData.pinTitle": (v20/*:: as any*/),
        "pin.storyPinData.staticPageCount": (v26/*:: as any*/),
        "pin.storyPinData.totalVideoDuration": (v26/*:: as any*/),
        "pin.storyPinDataId": (v20/*:: as any*/),
        "pin.title": (v23/*:: as any*/),
        "pin.trackingParams": (v20/*:: as any*/),
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
        "pin.videoList.name": (v23/*:: as any*/),
        "pin.videoList.url": (v20/*:: as any*/)
      }
    },
    "name": "FeedbackCoverTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "92d95c19cd4ef8ac55f3c3f9ac891da7";

export default node;
