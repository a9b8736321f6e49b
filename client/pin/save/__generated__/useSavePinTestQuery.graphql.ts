/**
 * @generated SignedSource<<276c14182c09e332b0b3b2e21e5077ab>>
 * @relayHash 720b3cdf31aff4c33937cc286d6b52f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21bd6ff4161059f7abc10f64fe583979c7d8abe0c34d8cf53027bfc24eef5582

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
  "kind": "ScalarField",
  "name": "boardId",
  "storageKey": null
},
v10 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "SavedInfo",
    "kind": "LinkedField",
    "name": "savedInfo",
    "plural": false,
    "selections": [
      (v9/*:: as any*/)
    ],
    "storageKey": null
  }
],
v11 = {
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
  "selections": (v10/*:: as any*/),
  "storageKey": "pin(id:\"p1\")"
},
v12 = {
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
  "selections": (v10/*:: as any*/),
  "storageKey": "pin(id:\"p2\")"
},
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seoUrl",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "adServeId",
  "storageKey": null
},
v16 = {
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
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "altText",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "autoAltText",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dominantColor",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPromoted",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDownstreamPromotion",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storyPinDataId",
  "storageKey": null
},
v24 = {
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
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "videoDuration",
  "storageKey": null
},
v26 = {
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
v27 = {
  "alias": null,
  "args": null,
  "concreteType": "PinEmbed",
  "kind": "LinkedField",
  "name": "embed",
  "plural": false,
  "selections": [
    (v20/*:: as any*/),
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
v28 = {
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
v29 = [
  {
    "kind": "Literal",
    "name": "size",
    "value": "W236"
  }
],
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": (v29/*:: as any*/),
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v30/*:: as any*/),
    (v31/*:: as any*/)
  ],
  "storageKey": "image(size:\"W236\")"
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "offsiteUrl",
  "storageKey": null
},
v35 = {
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
        (v33/*:: as any*/),
        (v32/*:: as any*/),
        (v34/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v37 = {
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
    (v33/*:: as any*/),
    {
      "alias": null,
      "args": (v29/*:: as any*/),
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        (v30/*:: as any*/),
        (v31/*:: as any*/),
        (v19/*:: as any*/)
      ],
      "storageKey": "image(size:\"W236\")"
    },
    (v36/*:: as any*/)
  ],
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isShoppable",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOosProduct",
  "storageKey": null
},
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isStaleProduct",
  "storageKey": null
},
v41 = {
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
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSensitive",
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "access",
  "storageKey": null
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seoTitle",
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seoDescription",
  "storageKey": null
},
v47 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "richMetadata",
  "storageKey": null
},
v48 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "domain",
  "storageKey": null
},
v49 = {
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
    (v36/*:: as any*/)
  ],
  "storageKey": null
},
v50 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isThirdPartyAd",
  "storageKey": null
},
v51 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v52 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trackingParams",
  "storageKey": null
},
v53 = [
  (v4/*:: as any*/)
],
v54 = {
  "alias": "redirectImage",
  "args": (v29/*:: as any*/),
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": (v53/*:: as any*/),
  "storageKey": "image(size:\"W236\")"
},
v55 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "adDestinationUrl",
  "storageKey": null
},
v56 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "advertiserId",
  "storageKey": null
},
v57 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "campaignId",
  "storageKey": null
},
v58 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attributionSourceId",
  "storageKey": null
},
v59 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v60 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v61 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageSmallUrl",
  "storageKey": null
},
v62 = {
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
    (v59/*:: as any*/),
    (v60/*:: as any*/),
    (v61/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v63 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "aiDisclosure",
  "storageKey": null
},
v64 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "promoter",
  "plural": false,
  "selections": [
    (v59/*:: as any*/),
    (v60/*:: as any*/),
    (v61/*:: as any*/),
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v65 = {
  "alias": null,
  "args": null,
  "concreteType": "SavedInfo",
  "kind": "LinkedField",
  "name": "savedInfo",
  "plural": false,
  "selections": [
    (v36/*:: as any*/),
    (v9/*:: as any*/),
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
        (v4/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v66 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEligibleForPromotedPartnership",
  "storageKey": null
},
v67 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "promotedPartnershipAdvertiserName",
  "storageKey": null
},
v68 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "promotedPartnershipAttributionName",
  "storageKey": null
},
v69 = {
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
v70 = {
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
  "selections": (v53/*:: as any*/),
  "storageKey": "image(size:\"ORIG\")"
},
v71 = {
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v60/*:: as any*/),
        (v59/*:: as any*/)
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
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v72 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v73 = {
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
},
v74 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Board"
},
v75 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v76 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v77 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v78 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "PinConnection"
},
v79 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "PinEdge"
},
v80 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v81 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Pin"
},
v82 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v83 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v84 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "AdTargetingAttribution"
},
v85 = {
  "enumValues": [
    "made_with_ai",
    "modified_with_ai",
    "parts_made_with_ai"
  ],
  "nullable": true,
  "plural": false,
  "type": "AiDisclosure"
},
v86 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Board"
},
v87 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "User"
},
v88 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "CarouselData"
},
v89 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CarouselSlot"
},
v90 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Image"
},
v91 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CollectionItem"
},
v92 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "PinEmbed"
},
v93 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "ImageCrop"
},
v94 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v95 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "User"
},
v96 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "RecommendationReason"
},
v97 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "RecommendationBoard"
},
v98 = {
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
v99 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "RecommendationTopic"
},
v100 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "RecommendationUser"
},
v101 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "JSON"
},
v102 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "RichSummary"
},
v103 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "Product"
},
v104 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "OfferSummary"
},
v105 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "SavedInfo"
},
v106 = {
  "enumValues": [
    "custom",
    "default",
    "quick_saves"
  ],
  "nullable": false,
  "plural": false,
  "type": "BoardLayout"
},
v107 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "BoardSection"
},
v108 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Sponsorship"
},
v109 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "StoryPinData"
},
v110 = {
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
v111 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v112 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "VideoVariant"
},
v113 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "PageInfo"
},
v114 = {
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
          {
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BoardPins_board"
          }
        ],
        "storageKey": "boardByPath(slug:\"cakes\",username:\"ada\")"
      },
      (v11/*:: as any*/),
      (v12/*:: as any*/)
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
                "args": (v13/*:: as any*/),
                "concreteType": "PinConnection",
                "kind": "LinkedField",
                "name": "savedPins",
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
                          (v2/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          (v8/*:: as any*/),
                          (v17/*:: as any*/),
                          (v18/*:: as any*/),
                          (v19/*:: as any*/),
                          (v20/*:: as any*/),
                          (v21/*:: as any*/),
                          (v22/*:: as any*/),
                          (v23/*:: as any*/),
                          (v24/*:: as any*/),
                          (v25/*:: as any*/),
                          (v26/*:: as any*/),
                          (v27/*:: as any*/),
                          (v28/*:: as any*/),
                          (v32/*:: as any*/),
                          (v35/*:: as any*/),
                          (v37/*:: as any*/),
                          (v38/*:: as any*/),
                          (v39/*:: as any*/),
                          (v40/*:: as any*/),
                          (v41/*:: as any*/),
                          (v42/*:: as any*/),
                          (v43/*:: as any*/),
                          (v44/*:: as any*/),
                          (v45/*:: as any*/),
                          (v46/*:: as any*/),
                          (v47/*:: as any*/),
                          (v33/*:: as any*/),
                          (v48/*:: as any*/),
                          (v49/*:: as any*/),
                          (v34/*:: as any*/),
                          (v50/*:: as any*/),
                          (v51/*:: as any*/),
                          (v52/*:: as any*/),
                          (v54/*:: as any*/),
                          (v55/*:: as any*/),
                          (v56/*:: as any*/),
                          (v57/*:: as any*/),
                          (v58/*:: as any*/),
                          (v62/*:: as any*/),
                          (v63/*:: as any*/),
                          (v64/*:: as any*/),
                          (v65/*:: as any*/),
                          (v1/*:: as any*/),
                          (v66/*:: as any*/),
                          (v67/*:: as any*/),
                          (v68/*:: as any*/),
                          (v69/*:: as any*/),
                          (v70/*:: as any*/),
                          (v71/*:: as any*/),
                          (v36/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v72/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v73/*:: as any*/)
                ],
                "storageKey": "savedPins(first:25)"
              },
              {
                "alias": null,
                "args": (v13/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "concreteType": "BoardSection",
            "kind": "LinkedField",
            "name": "sections",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v8/*:: as any*/),
              (v4/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pinCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "archived",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerRole",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "PinConnection",
            "kind": "LinkedField",
            "name": "pins",
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
                      (v2/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v8/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v23/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
                      (v26/*:: as any*/),
                      (v27/*:: as any*/),
                      (v28/*:: as any*/),
                      (v32/*:: as any*/),
                      (v35/*:: as any*/),
                      (v37/*:: as any*/),
                      (v38/*:: as any*/),
                      (v39/*:: as any*/),
                      (v40/*:: as any*/),
                      (v41/*:: as any*/),
                      (v42/*:: as any*/),
                      (v43/*:: as any*/),
                      (v44/*:: as any*/),
                      (v45/*:: as any*/),
                      (v46/*:: as any*/),
                      (v47/*:: as any*/),
                      (v33/*:: as any*/),
                      (v48/*:: as any*/),
                      (v49/*:: as any*/),
                      (v34/*:: as any*/),
                      (v50/*:: as any*/),
                      (v51/*:: as any*/),
                      (v52/*:: as any*/),
                      (v54/*:: as any*/),
                      (v55/*:: as any*/),
                      (v56/*:: as any*/),
                      (v57/*:: as any*/),
                      (v58/*:: as any*/),
                      (v62/*:: as any*/),
                      (v63/*:: as any*/),
                      (v64/*:: as any*/),
                      (v65/*:: as any*/),
                      (v66/*:: as any*/),
                      (v67/*:: as any*/),
                      (v68/*:: as any*/),
                      (v69/*:: as any*/),
                      (v70/*:: as any*/),
                      (v71/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "favoritedByMe",
                        "storageKey": null
                      },
                      (v36/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v72/*:: as any*/)
                ],
                "storageKey": null
              },
              (v73/*:: as any*/),
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": "pins(first:25)"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "filters": [
              "filter",
              "colors",
              "interestIds"
            ],
            "handle": "connection",
            "key": "BoardPins_pins",
            "kind": "LinkedHandle",
            "name": "pins"
          }
        ],
        "storageKey": "boardByPath(slug:\"cakes\",username:\"ada\")"
      },
      (v11/*:: as any*/),
      (v12/*:: as any*/)
    ]
  },
  "params": {
    "id": "21bd6ff4161059f7abc10f64fe583979c7d8abe0c34d8cf53027bfc24eef5582",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "board": (v74/*:: as any*/),
        "board.archived": (v75/*:: as any*/),
        "board.id": (v76/*:: as any*/),
        "board.pinCount": (v77/*:: as any*/),
        "board.pins": (v78/*:: as any*/),
        "board.pins.__id": (v76/*:: as any*/),
        "board.pins.edges": (v79/*:: as any*/),
        "board.pins.edges.cursor": (v80/*:: as any*/),
        "board.pins.edges.node": (v81/*:: as any*/),
        "board.pins.edges.node.__typename": (v80/*:: as any*/),
        "board.pins.edges.node.access": (v82/*:: as any*/),
        "board.pins.edges.node.adDestinationUrl": (v83/*:: as any*/),
        "board.pins.edges.node.adServeId": (v83/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution": (v84/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.advertiserName": (v83/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.customerListMatched": (v75/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.engagementMatched": (v75/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.expandedTargetingMatched": (v75/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.fromGpsLocation": (v75/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.geoPostalCode": (v83/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.geoRegion": (v83/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.isFirstPartyPersonalizationEnabled": (v75/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.isThirdPartyPersonalizationEnabled": (v75/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.lookalikeMatched": (v75/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.matchedAgeBucket": (v83/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.matchedDevice": (v83/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.matchedGender": (v83/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.matchedInterest": (v83/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.matchedKeyword": (v83/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.matchedLocale": (v83/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.personaMatched": (v75/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.shoppingProspectingMatched": (v75/*:: as any*/),
        "board.pins.edges.node.adTargetingAttribution.visitorMatched": (v75/*:: as any*/),
        "board.pins.edges.node.advertiserId": (v83/*:: as any*/),
        "board.pins.edges.node.aiDisclosure": (v85/*:: as any*/),
        "board.pins.edges.node.altText": (v83/*:: as any*/),
        "board.pins.edges.node.attributionSourceId": (v83/*:: as any*/),
        "board.pins.edges.node.autoAltText": (v83/*:: as any*/),
        "board.pins.edges.node.board": (v86/*:: as any*/),
        "board.pins.edges.node.board.collaboratedByMe": (v75/*:: as any*/),
        "board.pins.edges.node.board.id": (v76/*:: as any*/),
        "board.pins.edges.node.board.isCollaborative": (v75/*:: as any*/),
        "board.pins.edges.node.board.name": (v80/*:: as any*/),
        "board.pins.edges.node.board.owner": (v87/*:: as any*/),
        "board.pins.edges.node.board.owner.entityId": (v80/*:: as any*/),
        "board.pins.edges.node.board.owner.id": (v76/*:: as any*/),
        "board.pins.edges.node.board.url": (v80/*:: as any*/),
        "board.pins.edges.node.campaignId": (v83/*:: as any*/),
        "board.pins.edges.node.carouselData": (v88/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots": (v89/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.image": (v90/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.image.height": (v77/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.image.url": (v80/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.image.width": (v77/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.link": (v83/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.offsiteUrl": (v83/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.slotId": (v80/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.title": (v80/*:: as any*/),
        "board.pins.edges.node.carouselData.index": (v77/*:: as any*/),
        "board.pins.edges.node.category": (v83/*:: as any*/),
        "board.pins.edges.node.collectionItems": (v91/*:: as any*/),
        "board.pins.edges.node.collectionItems.__typename": (v80/*:: as any*/),
        "board.pins.edges.node.collectionItems.image": (v90/*:: as any*/),
        "board.pins.edges.node.collectionItems.image.dominantColor": (v80/*:: as any*/),
        "board.pins.edges.node.collectionItems.image.height": (v77/*:: as any*/),
        "board.pins.edges.node.collectionItems.image.url": (v80/*:: as any*/),
        "board.pins.edges.node.collectionItems.image.width": (v77/*:: as any*/),
        "board.pins.edges.node.collectionItems.link": (v83/*:: as any*/),
        "board.pins.edges.node.collectionItems.pinId": (v83/*:: as any*/),
        "board.pins.edges.node.description": (v80/*:: as any*/),
        "board.pins.edges.node.domain": (v83/*:: as any*/),
        "board.pins.edges.node.dominantColor": (v80/*:: as any*/),
        "board.pins.edges.node.embed": (v92/*:: as any*/),
        "board.pins.edges.node.embed.src": (v83/*:: as any*/),
        "board.pins.edges.node.embed.type": (v83/*:: as any*/),
        "board.pins.edges.node.entityId": (v80/*:: as any*/),
        "board.pins.edges.node.favoritedByMe": (v75/*:: as any*/),
        "board.pins.edges.node.id": (v76/*:: as any*/),
        "board.pins.edges.node.image": (v90/*:: as any*/),
        "board.pins.edges.node.image.height": (v77/*:: as any*/),
        "board.pins.edges.node.image.url": (v80/*:: as any*/),
        "board.pins.edges.node.image.width": (v77/*:: as any*/),
        "board.pins.edges.node.imageCrop": (v93/*:: as any*/),
        "board.pins.edges.node.imageCrop.maxY": (v94/*:: as any*/),
        "board.pins.edges.node.imageCrop.minY": (v94/*:: as any*/),
        "board.pins.edges.node.isDownstreamPromotion": (v75/*:: as any*/),
        "board.pins.edges.node.isEligibleForPromotedPartnership": (v75/*:: as any*/),
        "board.pins.edges.node.isOosProduct": (v75/*:: as any*/),
        "board.pins.edges.node.isPromoted": (v75/*:: as any*/),
        "board.pins.edges.node.isSensitive": (v75/*:: as any*/),
        "board.pins.edges.node.isShoppable": (v75/*:: as any*/),
        "board.pins.edges.node.isStaleProduct": (v75/*:: as any*/),
        "board.pins.edges.node.isThirdPartyAd": (v75/*:: as any*/),
        "board.pins.edges.node.link": (v83/*:: as any*/),
        "board.pins.edges.node.offsiteUrl": (v83/*:: as any*/),
        "board.pins.edges.node.origImage": (v90/*:: as any*/),
        "board.pins.edges.node.origImage.url": (v80/*:: as any*/),
        "board.pins.edges.node.pinner": (v87/*:: as any*/),
        "board.pins.edges.node.pinner.entityId": (v80/*:: as any*/),
        "board.pins.edges.node.pinner.fullName": (v80/*:: as any*/),
        "board.pins.edges.node.pinner.id": (v76/*:: as any*/),
        "board.pins.edges.node.pinner.imageSmallUrl": (v80/*:: as any*/),
        "board.pins.edges.node.pinner.isVerifiedMerchant": (v75/*:: as any*/),
        "board.pins.edges.node.pinner.username": (v80/*:: as any*/),
        "board.pins.edges.node.promotedPartnershipAdvertiserName": (v83/*:: as any*/),
        "board.pins.edges.node.promotedPartnershipAttributionName": (v83/*:: as any*/),
        "board.pins.edges.node.promoter": (v95/*:: as any*/),
        "board.pins.edges.node.promoter.fullName": (v80/*:: as any*/),
        "board.pins.edges.node.promoter.id": (v76/*:: as any*/),
        "board.pins.edges.node.promoter.imageSmallUrl": (v80/*:: as any*/),
        "board.pins.edges.node.promoter.username": (v80/*:: as any*/),
        "board.pins.edges.node.recommendationReason": (v96/*:: as any*/),
        "board.pins.edges.node.recommendationReason.board": (v97/*:: as any*/),
        "board.pins.edges.node.recommendationReason.board.entityId": (v80/*:: as any*/),
        "board.pins.edges.node.recommendationReason.board.id": (v76/*:: as any*/),
        "board.pins.edges.node.recommendationReason.board.name": (v80/*:: as any*/),
        "board.pins.edges.node.recommendationReason.reason": (v98/*:: as any*/),
        "board.pins.edges.node.recommendationReason.topic": (v99/*:: as any*/),
        "board.pins.edges.node.recommendationReason.topic.entityId": (v80/*:: as any*/),
        "board.pins.edges.node.recommendationReason.topic.name": (v80/*:: as any*/),
        "board.pins.edges.node.recommendationReason.user": (v100/*:: as any*/),
        "board.pins.edges.node.recommendationReason.user.entityId": (v80/*:: as any*/),
        "board.pins.edges.node.recommendationReason.user.fullName": (v80/*:: as any*/),
        "board.pins.edges.node.recommendationReason.user.id": (v76/*:: as any*/),
        "board.pins.edges.node.recommendationReason.user.username": (v80/*:: as any*/),
        "board.pins.edges.node.redirectImage": (v90/*:: as any*/),
        "board.pins.edges.node.redirectImage.url": (v80/*:: as any*/),
        "board.pins.edges.node.richMetadata": (v101/*:: as any*/),
        "board.pins.edges.node.richSummary": (v102/*:: as any*/),
        "board.pins.edges.node.richSummary.displayName": (v83/*:: as any*/),
        "board.pins.edges.node.richSummary.products": (v103/*:: as any*/),
        "board.pins.edges.node.richSummary.products.labels": (v82/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary": (v104/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary.maxPrice": (v83/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary.minPrice": (v83/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary.price": (v83/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary.standardPrice": (v83/*:: as any*/),
        "board.pins.edges.node.richSummary.siteName": (v83/*:: as any*/),
        "board.pins.edges.node.savedInfo": (v105/*:: as any*/),
        "board.pins.edges.node.savedInfo.__typename": (v80/*:: as any*/),
        "board.pins.edges.node.savedInfo.board": (v74/*:: as any*/),
        "board.pins.edges.node.savedInfo.board.id": (v76/*:: as any*/),
        "board.pins.edges.node.savedInfo.board.layout": (v106/*:: as any*/),
        "board.pins.edges.node.savedInfo.board.name": (v80/*:: as any*/),
        "board.pins.edges.node.savedInfo.board.url": (v80/*:: as any*/),
        "board.pins.edges.node.savedInfo.boardId": (v80/*:: as any*/),
        "board.pins.edges.node.savedInfo.section": (v107/*:: as any*/),
        "board.pins.edges.node.savedInfo.section.id": (v76/*:: as any*/),
        "board.pins.edges.node.savedInfo.section.title": (v80/*:: as any*/),
        "board.pins.edges.node.savedInfo.section.url": (v80/*:: as any*/),
        "board.pins.edges.node.seoDescription": (v83/*:: as any*/),
        "board.pins.edges.node.seoTitle": (v83/*:: as any*/),
        "board.pins.edges.node.seoUrl": (v80/*:: as any*/),
        "board.pins.edges.node.sponsorship": (v108/*:: as any*/),
        "board.pins.edges.node.sponsorship.__typename": (v80/*:: as any*/),
        "board.pins.edges.node.sponsorship.sponsorName": (v83/*:: as any*/),
        "board.pins.edges.node.sponsorship.sponsorUsername": (v83/*:: as any*/),
        "board.pins.edges.node.sponsorship.status": (v77/*:: as any*/),
        "board.pins.edges.node.storyPinData": (v109/*:: as any*/),
        "board.pins.edges.node.storyPinData.isDeleted": (v75/*:: as any*/),
        "board.pins.edges.node.storyPinData.pinTitle": (v83/*:: as any*/),
        "board.pins.edges.node.storyPinData.staticPageCount": (v77/*:: as any*/),
        "board.pins.edges.node.storyPinData.totalVideoDuration": (v77/*:: as any*/),
        "board.pins.edges.node.storyPinDataId": (v83/*:: as any*/),
        "board.pins.edges.node.title": (v80/*:: as any*/),
        "board.pins.edges.node.trackingParams": (v83/*:: as any*/),
        "board.pins.edges.node.type": (v110/*:: as any*/),
        "board.pins.edges.node.videoDuration": (v111/*:: as any*/),
        "board.pins.edges.node.videoList": (v112/*:: as any*/),
        "board.pins.edges.node.videoList.name": (v80/*:: as any*/),
        "board.pins.edges.node.videoList.url": (v83/*:: as any*/),
        "board.pins.pageInfo": (v113/*:: as any*/),
        "board.pins.pageInfo.endCursor": (v83/*:: as any*/),
        "board.pins.pageInfo.hasNextPage": (v75/*:: as any*/),
        "board.sections": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "BoardSection"
        },
        "board.sections.entityId": (v80/*:: as any*/),
        "board.sections.id": (v76/*:: as any*/),
        "board.sections.title": (v80/*:: as any*/),
        "board.sections.url": (v80/*:: as any*/),
        "board.viewerRole": {
          "enumValues": [
            "COLLABORATOR",
            "NONE",
            "OWNER"
          ],
          "nullable": false,
          "plural": false,
          "type": "BoardViewerRole"
        },
        "original": (v114/*:: as any*/),
        "original.id": (v76/*:: as any*/),
        "original.savedInfo": (v105/*:: as any*/),
        "original.savedInfo.boardId": (v80/*:: as any*/),
        "pin": (v114/*:: as any*/),
        "pin.id": (v76/*:: as any*/),
        "pin.savedInfo": (v105/*:: as any*/),
        "pin.savedInfo.boardId": (v80/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.saveBehavior": (v111/*:: as any*/),
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
        "viewer.saveBoards.edges.node": (v86/*:: as any*/),
        "viewer.saveBoards.edges.node.entityId": (v80/*:: as any*/),
        "viewer.saveBoards.edges.node.id": (v76/*:: as any*/),
        "viewer.saveBoards.edges.node.layout": (v106/*:: as any*/),
        "viewer.saveBoards.edges.node.name": (v80/*:: as any*/),
        "viewer.saveBoards.edges.node.url": (v80/*:: as any*/),
        "viewer.user": (v95/*:: as any*/),
        "viewer.user.id": (v76/*:: as any*/),
        "viewer.user.savedPins": (v78/*:: as any*/),
        "viewer.user.savedPins.edges": (v79/*:: as any*/),
        "viewer.user.savedPins.edges.cursor": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node": (v81/*:: as any*/),
        "viewer.user.savedPins.edges.node.__typename": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.access": (v82/*:: as any*/),
        "viewer.user.savedPins.edges.node.adDestinationUrl": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.adServeId": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution": (v84/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.advertiserName": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.customerListMatched": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.engagementMatched": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.expandedTargetingMatched": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.fromGpsLocation": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.geoPostalCode": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.geoRegion": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.isFirstPartyPersonalizationEnabled": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.isThirdPartyPersonalizationEnabled": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.lookalikeMatched": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.matchedAgeBucket": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.matchedDevice": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.matchedGender": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.matchedInterest": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.matchedKeyword": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.matchedLocale": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.personaMatched": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.shoppingProspectingMatched": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.adTargetingAttribution.visitorMatched": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.advertiserId": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.aiDisclosure": (v85/*:: as any*/),
        "viewer.user.savedPins.edges.node.altText": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.attributionSourceId": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.autoAltText": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.board": (v86/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.collaboratedByMe": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.id": (v76/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.isCollaborative": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.name": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.owner": (v87/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.owner.entityId": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.owner.id": (v76/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.url": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.campaignId": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData": (v88/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots": (v89/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.image": (v90/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.image.height": (v77/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.image.url": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.image.width": (v77/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.link": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.offsiteUrl": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.slotId": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.title": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.index": (v77/*:: as any*/),
        "viewer.user.savedPins.edges.node.category": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems": (v91/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.__typename": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image": (v90/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image.dominantColor": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image.height": (v77/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image.url": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image.width": (v77/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.link": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.pinId": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.description": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.domain": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.dominantColor": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.embed": (v92/*:: as any*/),
        "viewer.user.savedPins.edges.node.embed.src": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.embed.type": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.entityId": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.id": (v76/*:: as any*/),
        "viewer.user.savedPins.edges.node.image": (v90/*:: as any*/),
        "viewer.user.savedPins.edges.node.image.height": (v77/*:: as any*/),
        "viewer.user.savedPins.edges.node.image.url": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.image.width": (v77/*:: as any*/),
        "viewer.user.savedPins.edges.node.imageCrop": (v93/*:: as any*/),
        "viewer.user.savedPins.edges.node.imageCrop.maxY": (v94/*:: as any*/),
        "viewer.user.savedPins.edges.node.imageCrop.minY": (v94/*:: as any*/),
        "viewer.user.savedPins.edges.node.isDownstreamPromotion": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.isEligibleForPromotedPartnership": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.isOosProduct": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.isPromoted": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.isSensitive": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.isShoppable": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.isStaleProduct": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.isThirdPartyAd": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.link": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.offsiteUrl": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.origImage": (v90/*:: as any*/),
        "viewer.user.savedPins.edges.node.origImage.url": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner": (v87/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.entityId": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.fullName": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.id": (v76/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.imageSmallUrl": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.isVerifiedMerchant": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.username": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.promotedPartnershipAdvertiserName": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.promotedPartnershipAttributionName": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter": (v95/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter.fullName": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter.id": (v76/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter.imageSmallUrl": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter.username": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason": (v96/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.board": (v97/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.board.entityId": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.board.id": (v76/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.board.name": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.reason": (v98/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.topic": (v99/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.topic.entityId": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.topic.name": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.user": (v100/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.user.entityId": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.user.fullName": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.user.id": (v76/*:: as any*/),
        "viewer.user.savedPins.edges.node.recommendationReason.user.username": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.redirectImage": (v90/*:: as any*/),
        "viewer.user.savedPins.edges.node.redirectImage.url": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.richMetadata": (v101/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary": (v102/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.displayName": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products": (v103/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.labels": (v82/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary": (v104/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary.maxPrice": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary.minPrice": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary.price": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary.standardPrice": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.siteName": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo": (v105/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.__typename": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board": (v74/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board.id": (v76/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board.layout": (v106/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board.name": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board.url": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.boardId": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.section": (v107/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.section.id": (v76/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.section.title": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.section.url": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.seoDescription": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.seoTitle": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.seoUrl": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship": (v108/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship.__typename": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship.sponsorName": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship.sponsorUsername": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship.status": (v77/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData": (v109/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData.isDeleted": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData.pinTitle": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData.staticPageCount": (v77/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData.totalVideoDuration": (v77/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinDataId": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.title": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.trackingParams": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.type": (v110/*:: as any*/),
        "viewer.user.savedPins.edges.node.videoDuration": (v111/*:: as any*/),
        "viewer.user.savedPins.edges.node.videoList": (v112/*:: as any*/),
        "viewer.user.savedPins.edges.node.videoList.name": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.videoList.url": (v83/*:: as any*/),
        "viewer.user.savedPins.pageInfo": (v113/*:: as any*/),
        "viewer.user.savedPins.pageInfo.endCursor": (v83/*:: as any*/),
        "viewer.user.savedPins.pageInfo.hasNextPage": (v75/*:: as any*/)
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
