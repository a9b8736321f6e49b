/**
 * @generated SignedSource<<af80b3fa3370d9e6b24b6c683d814864>>
 * @relayHash 8b81ac2e8d2f10120303bb8f54b44bbe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da8ae2e82f9093eeb3542a4c3222d3e709467c86e8d6b4783877d4a09f9dea44

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
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "altText",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "autoAltText",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dominantColor",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPromoted",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDownstreamPromotion",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "storyPinDataId",
  "storageKey": null
},
v23 = {
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
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "videoDuration",
  "storageKey": null
},
v25 = {
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
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "PinEmbed",
  "kind": "LinkedField",
  "name": "embed",
  "plural": false,
  "selections": [
    (v19/*:: as any*/),
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
v27 = {
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
v28 = [
  {
    "kind": "Literal",
    "name": "size",
    "value": "W236"
  }
],
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": (v28/*:: as any*/),
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v29/*:: as any*/),
    (v30/*:: as any*/)
  ],
  "storageKey": "image(size:\"W236\")"
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v33 = {
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
        (v32/*:: as any*/),
        (v31/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
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
    (v32/*:: as any*/),
    {
      "alias": null,
      "args": (v28/*:: as any*/),
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        (v29/*:: as any*/),
        (v30/*:: as any*/),
        (v18/*:: as any*/)
      ],
      "storageKey": "image(size:\"W236\")"
    }
  ],
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isShoppable",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOosProduct",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isStaleProduct",
  "storageKey": null
},
v38 = {
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
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSensitive",
  "storageKey": null
},
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "access",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seoTitle",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seoDescription",
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "richMetadata",
  "storageKey": null
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "domain",
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v47 = {
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
    (v46/*:: as any*/)
  ],
  "storageKey": null
},
v48 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v49 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v50 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageSmallUrl",
  "storageKey": null
},
v51 = {
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
    (v48/*:: as any*/),
    (v49/*:: as any*/),
    (v50/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v52 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "aiDisclosure",
  "storageKey": null
},
v53 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "promoter",
  "plural": false,
  "selections": [
    (v48/*:: as any*/),
    (v49/*:: as any*/),
    (v50/*:: as any*/),
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v54 = {
  "alias": null,
  "args": null,
  "concreteType": "SavedInfo",
  "kind": "LinkedField",
  "name": "savedInfo",
  "plural": false,
  "selections": [
    (v46/*:: as any*/),
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
v55 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "adDestinationUrl",
  "storageKey": null
},
v56 = {
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
v57 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v58 = {
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
v59 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Board"
},
v60 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v61 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v62 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v63 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "PinConnection"
},
v64 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "PinEdge"
},
v65 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v66 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Pin"
},
v67 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v68 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v69 = {
  "enumValues": [
    "made_with_ai",
    "modified_with_ai",
    "parts_made_with_ai"
  ],
  "nullable": true,
  "plural": false,
  "type": "AiDisclosure"
},
v70 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Board"
},
v71 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "User"
},
v72 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "CarouselData"
},
v73 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CarouselSlot"
},
v74 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Image"
},
v75 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "CollectionItem"
},
v76 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "PinEmbed"
},
v77 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "ImageCrop"
},
v78 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v79 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "User"
},
v80 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "JSON"
},
v81 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "RichSummary"
},
v82 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "Product"
},
v83 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "OfferSummary"
},
v84 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "SavedInfo"
},
v85 = {
  "enumValues": [
    "custom",
    "default",
    "quick_saves"
  ],
  "nullable": false,
  "plural": false,
  "type": "BoardLayout"
},
v86 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "BoardSection"
},
v87 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Sponsorship"
},
v88 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "StoryPinData"
},
v89 = {
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
v90 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v91 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "VideoVariant"
},
v92 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "PageInfo"
},
v93 = {
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
                          (v8/*:: as any*/),
                          (v16/*:: as any*/),
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
                          (v31/*:: as any*/),
                          (v33/*:: as any*/),
                          (v34/*:: as any*/),
                          (v35/*:: as any*/),
                          (v36/*:: as any*/),
                          (v37/*:: as any*/),
                          (v38/*:: as any*/),
                          (v39/*:: as any*/),
                          (v40/*:: as any*/),
                          (v41/*:: as any*/),
                          (v42/*:: as any*/),
                          (v43/*:: as any*/),
                          (v44/*:: as any*/),
                          (v32/*:: as any*/),
                          (v45/*:: as any*/),
                          (v47/*:: as any*/),
                          (v51/*:: as any*/),
                          (v52/*:: as any*/),
                          (v53/*:: as any*/),
                          (v54/*:: as any*/),
                          (v1/*:: as any*/),
                          (v55/*:: as any*/),
                          (v56/*:: as any*/),
                          (v46/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v57/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v58/*:: as any*/)
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
                      (v8/*:: as any*/),
                      (v16/*:: as any*/),
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
                      (v31/*:: as any*/),
                      (v33/*:: as any*/),
                      (v34/*:: as any*/),
                      (v35/*:: as any*/),
                      (v36/*:: as any*/),
                      (v37/*:: as any*/),
                      (v38/*:: as any*/),
                      (v39/*:: as any*/),
                      (v40/*:: as any*/),
                      (v41/*:: as any*/),
                      (v42/*:: as any*/),
                      (v43/*:: as any*/),
                      (v44/*:: as any*/),
                      (v32/*:: as any*/),
                      (v45/*:: as any*/),
                      (v47/*:: as any*/),
                      (v51/*:: as any*/),
                      (v52/*:: as any*/),
                      (v53/*:: as any*/),
                      (v54/*:: as any*/),
                      (v55/*:: as any*/),
                      (v56/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "favoritedByMe",
                        "storageKey": null
                      },
                      (v46/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v57/*:: as any*/)
                ],
                "storageKey": null
              },
              (v58/*:: as any*/),
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
    "id": "da8ae2e82f9093eeb3542a4c3222d3e709467c86e8d6b4783877d4a09f9dea44",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "board": (v59/*:: as any*/),
        "board.archived": (v60/*:: as any*/),
        "board.id": (v61/*:: as any*/),
        "board.pinCount": (v62/*:: as any*/),
        "board.pins": (v63/*:: as any*/),
        "board.pins.__id": (v61/*:: as any*/),
        "board.pins.edges": (v64/*:: as any*/),
        "board.pins.edges.cursor": (v65/*:: as any*/),
        "board.pins.edges.node": (v66/*:: as any*/),
        "board.pins.edges.node.__typename": (v65/*:: as any*/),
        "board.pins.edges.node.access": (v67/*:: as any*/),
        "board.pins.edges.node.adDestinationUrl": (v68/*:: as any*/),
        "board.pins.edges.node.aiDisclosure": (v69/*:: as any*/),
        "board.pins.edges.node.altText": (v68/*:: as any*/),
        "board.pins.edges.node.autoAltText": (v68/*:: as any*/),
        "board.pins.edges.node.board": (v70/*:: as any*/),
        "board.pins.edges.node.board.collaboratedByMe": (v60/*:: as any*/),
        "board.pins.edges.node.board.id": (v61/*:: as any*/),
        "board.pins.edges.node.board.isCollaborative": (v60/*:: as any*/),
        "board.pins.edges.node.board.name": (v65/*:: as any*/),
        "board.pins.edges.node.board.owner": (v71/*:: as any*/),
        "board.pins.edges.node.board.owner.entityId": (v65/*:: as any*/),
        "board.pins.edges.node.board.owner.id": (v61/*:: as any*/),
        "board.pins.edges.node.board.url": (v65/*:: as any*/),
        "board.pins.edges.node.carouselData": (v72/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots": (v73/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.image": (v74/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.image.height": (v62/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.image.url": (v65/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.image.width": (v62/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.link": (v68/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.slotId": (v65/*:: as any*/),
        "board.pins.edges.node.carouselData.carouselSlots.title": (v65/*:: as any*/),
        "board.pins.edges.node.carouselData.index": (v62/*:: as any*/),
        "board.pins.edges.node.collectionItems": (v75/*:: as any*/),
        "board.pins.edges.node.collectionItems.image": (v74/*:: as any*/),
        "board.pins.edges.node.collectionItems.image.dominantColor": (v65/*:: as any*/),
        "board.pins.edges.node.collectionItems.image.height": (v62/*:: as any*/),
        "board.pins.edges.node.collectionItems.image.url": (v65/*:: as any*/),
        "board.pins.edges.node.collectionItems.image.width": (v62/*:: as any*/),
        "board.pins.edges.node.collectionItems.link": (v68/*:: as any*/),
        "board.pins.edges.node.collectionItems.pinId": (v68/*:: as any*/),
        "board.pins.edges.node.description": (v65/*:: as any*/),
        "board.pins.edges.node.domain": (v68/*:: as any*/),
        "board.pins.edges.node.dominantColor": (v65/*:: as any*/),
        "board.pins.edges.node.embed": (v76/*:: as any*/),
        "board.pins.edges.node.embed.src": (v68/*:: as any*/),
        "board.pins.edges.node.embed.type": (v68/*:: as any*/),
        "board.pins.edges.node.entityId": (v65/*:: as any*/),
        "board.pins.edges.node.favoritedByMe": (v60/*:: as any*/),
        "board.pins.edges.node.id": (v61/*:: as any*/),
        "board.pins.edges.node.image": (v74/*:: as any*/),
        "board.pins.edges.node.image.height": (v62/*:: as any*/),
        "board.pins.edges.node.image.url": (v65/*:: as any*/),
        "board.pins.edges.node.image.width": (v62/*:: as any*/),
        "board.pins.edges.node.imageCrop": (v77/*:: as any*/),
        "board.pins.edges.node.imageCrop.maxY": (v78/*:: as any*/),
        "board.pins.edges.node.imageCrop.minY": (v78/*:: as any*/),
        "board.pins.edges.node.isDownstreamPromotion": (v60/*:: as any*/),
        "board.pins.edges.node.isOosProduct": (v60/*:: as any*/),
        "board.pins.edges.node.isPromoted": (v60/*:: as any*/),
        "board.pins.edges.node.isSensitive": (v60/*:: as any*/),
        "board.pins.edges.node.isShoppable": (v60/*:: as any*/),
        "board.pins.edges.node.isStaleProduct": (v60/*:: as any*/),
        "board.pins.edges.node.link": (v68/*:: as any*/),
        "board.pins.edges.node.origImage": (v74/*:: as any*/),
        "board.pins.edges.node.origImage.url": (v65/*:: as any*/),
        "board.pins.edges.node.pinner": (v71/*:: as any*/),
        "board.pins.edges.node.pinner.entityId": (v65/*:: as any*/),
        "board.pins.edges.node.pinner.fullName": (v65/*:: as any*/),
        "board.pins.edges.node.pinner.id": (v61/*:: as any*/),
        "board.pins.edges.node.pinner.imageSmallUrl": (v65/*:: as any*/),
        "board.pins.edges.node.pinner.isVerifiedMerchant": (v60/*:: as any*/),
        "board.pins.edges.node.pinner.username": (v65/*:: as any*/),
        "board.pins.edges.node.promoter": (v79/*:: as any*/),
        "board.pins.edges.node.promoter.fullName": (v65/*:: as any*/),
        "board.pins.edges.node.promoter.id": (v61/*:: as any*/),
        "board.pins.edges.node.promoter.imageSmallUrl": (v65/*:: as any*/),
        "board.pins.edges.node.promoter.username": (v65/*:: as any*/),
        "board.pins.edges.node.richMetadata": (v80/*:: as any*/),
        "board.pins.edges.node.richSummary": (v81/*:: as any*/),
        "board.pins.edges.node.richSummary.displayName": (v68/*:: as any*/),
        "board.pins.edges.node.richSummary.products": (v82/*:: as any*/),
        "board.pins.edges.node.richSummary.products.labels": (v67/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary": (v83/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary.maxPrice": (v68/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary.minPrice": (v68/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary.price": (v68/*:: as any*/),
        "board.pins.edges.node.richSummary.products.offerSummary.standardPrice": (v68/*:: as any*/),
        "board.pins.edges.node.richSummary.siteName": (v68/*:: as any*/),
        "board.pins.edges.node.savedInfo": (v84/*:: as any*/),
        "board.pins.edges.node.savedInfo.__typename": (v65/*:: as any*/),
        "board.pins.edges.node.savedInfo.board": (v59/*:: as any*/),
        "board.pins.edges.node.savedInfo.board.id": (v61/*:: as any*/),
        "board.pins.edges.node.savedInfo.board.layout": (v85/*:: as any*/),
        "board.pins.edges.node.savedInfo.board.name": (v65/*:: as any*/),
        "board.pins.edges.node.savedInfo.board.url": (v65/*:: as any*/),
        "board.pins.edges.node.savedInfo.boardId": (v65/*:: as any*/),
        "board.pins.edges.node.savedInfo.section": (v86/*:: as any*/),
        "board.pins.edges.node.savedInfo.section.id": (v61/*:: as any*/),
        "board.pins.edges.node.savedInfo.section.title": (v65/*:: as any*/),
        "board.pins.edges.node.savedInfo.section.url": (v65/*:: as any*/),
        "board.pins.edges.node.seoDescription": (v68/*:: as any*/),
        "board.pins.edges.node.seoTitle": (v68/*:: as any*/),
        "board.pins.edges.node.seoUrl": (v65/*:: as any*/),
        "board.pins.edges.node.sponsorship": (v87/*:: as any*/),
        "board.pins.edges.node.sponsorship.__typename": (v65/*:: as any*/),
        "board.pins.edges.node.sponsorship.sponsorName": (v68/*:: as any*/),
        "board.pins.edges.node.sponsorship.sponsorUsername": (v68/*:: as any*/),
        "board.pins.edges.node.sponsorship.status": (v62/*:: as any*/),
        "board.pins.edges.node.storyPinData": (v88/*:: as any*/),
        "board.pins.edges.node.storyPinData.isDeleted": (v60/*:: as any*/),
        "board.pins.edges.node.storyPinData.pinTitle": (v68/*:: as any*/),
        "board.pins.edges.node.storyPinData.staticPageCount": (v62/*:: as any*/),
        "board.pins.edges.node.storyPinData.totalVideoDuration": (v62/*:: as any*/),
        "board.pins.edges.node.storyPinDataId": (v68/*:: as any*/),
        "board.pins.edges.node.title": (v65/*:: as any*/),
        "board.pins.edges.node.type": (v89/*:: as any*/),
        "board.pins.edges.node.videoDuration": (v90/*:: as any*/),
        "board.pins.edges.node.videoList": (v91/*:: as any*/),
        "board.pins.edges.node.videoList.name": (v65/*:: as any*/),
        "board.pins.edges.node.videoList.url": (v68/*:: as any*/),
        "board.pins.pageInfo": (v92/*:: as any*/),
        "board.pins.pageInfo.endCursor": (v68/*:: as any*/),
        "board.pins.pageInfo.hasNextPage": (v60/*:: as any*/),
        "board.sections": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "BoardSection"
        },
        "board.sections.entityId": (v65/*:: as any*/),
        "board.sections.id": (v61/*:: as any*/),
        "board.sections.title": (v65/*:: as any*/),
        "board.sections.url": (v65/*:: as any*/),
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
        "original": (v93/*:: as any*/),
        "original.id": (v61/*:: as any*/),
        "original.savedInfo": (v84/*:: as any*/),
        "original.savedInfo.boardId": (v65/*:: as any*/),
        "pin": (v93/*:: as any*/),
        "pin.id": (v61/*:: as any*/),
        "pin.savedInfo": (v84/*:: as any*/),
        "pin.savedInfo.boardId": (v65/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.saveBehavior": (v90/*:: as any*/),
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
        "viewer.saveBoards.edges.node": (v70/*:: as any*/),
        "viewer.saveBoards.edges.node.entityId": (v65/*:: as any*/),
        "viewer.saveBoards.edges.node.id": (v61/*:: as any*/),
        "viewer.saveBoards.edges.node.layout": (v85/*:: as any*/),
        "viewer.saveBoards.edges.node.name": (v65/*:: as any*/),
        "viewer.saveBoards.edges.node.url": (v65/*:: as any*/),
        "viewer.user": (v79/*:: as any*/),
        "viewer.user.id": (v61/*:: as any*/),
        "viewer.user.savedPins": (v63/*:: as any*/),
        "viewer.user.savedPins.edges": (v64/*:: as any*/),
        "viewer.user.savedPins.edges.cursor": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node": (v66/*:: as any*/),
        "viewer.user.savedPins.edges.node.__typename": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.access": (v67/*:: as any*/),
        "viewer.user.savedPins.edges.node.adDestinationUrl": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.aiDisclosure": (v69/*:: as any*/),
        "viewer.user.savedPins.edges.node.altText": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.autoAltText": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.board": (v70/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.collaboratedByMe": (v60/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.id": (v61/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.isCollaborative": (v60/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.name": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.owner": (v71/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.owner.entityId": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.owner.id": (v61/*:: as any*/),
        "viewer.user.savedPins.edges.node.board.url": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData": (v72/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots": (v73/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.image": (v74/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.image.height": (v62/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.image.url": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.image.width": (v62/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.link": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.slotId": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.carouselSlots.title": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.carouselData.index": (v62/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems": (v75/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image": (v74/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image.dominantColor": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image.height": (v62/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image.url": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.image.width": (v62/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.link": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.collectionItems.pinId": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.description": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.domain": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.dominantColor": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.embed": (v76/*:: as any*/),
        "viewer.user.savedPins.edges.node.embed.src": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.embed.type": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.entityId": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.id": (v61/*:: as any*/),
        "viewer.user.savedPins.edges.node.image": (v74/*:: as any*/),
        "viewer.user.savedPins.edges.node.image.height": (v62/*:: as any*/),
        "viewer.user.savedPins.edges.node.image.url": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.image.width": (v62/*:: as any*/),
        "viewer.user.savedPins.edges.node.imageCrop": (v77/*:: as any*/),
        "viewer.user.savedPins.edges.node.imageCrop.maxY": (v78/*:: as any*/),
        "viewer.user.savedPins.edges.node.imageCrop.minY": (v78/*:: as any*/),
        "viewer.user.savedPins.edges.node.isDownstreamPromotion": (v60/*:: as any*/),
        "viewer.user.savedPins.edges.node.isOosProduct": (v60/*:: as any*/),
        "viewer.user.savedPins.edges.node.isPromoted": (v60/*:: as any*/),
        "viewer.user.savedPins.edges.node.isSensitive": (v60/*:: as any*/),
        "viewer.user.savedPins.edges.node.isShoppable": (v60/*:: as any*/),
        "viewer.user.savedPins.edges.node.isStaleProduct": (v60/*:: as any*/),
        "viewer.user.savedPins.edges.node.link": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.origImage": (v74/*:: as any*/),
        "viewer.user.savedPins.edges.node.origImage.url": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner": (v71/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.entityId": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.fullName": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.id": (v61/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.imageSmallUrl": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.isVerifiedMerchant": (v60/*:: as any*/),
        "viewer.user.savedPins.edges.node.pinner.username": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter": (v79/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter.fullName": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter.id": (v61/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter.imageSmallUrl": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.promoter.username": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.richMetadata": (v80/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary": (v81/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.displayName": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products": (v82/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.labels": (v67/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary": (v83/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary.maxPrice": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary.minPrice": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary.price": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.products.offerSummary.standardPrice": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.richSummary.siteName": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo": (v84/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.__typename": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board": (v59/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board.id": (v61/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board.layout": (v85/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board.name": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.board.url": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.boardId": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.section": (v86/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.section.id": (v61/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.section.title": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.savedInfo.section.url": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.seoDescription": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.seoTitle": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.seoUrl": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship": (v87/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship.__typename": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship.sponsorName": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship.sponsorUsername": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.sponsorship.status": (v62/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData": (v88/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData.isDeleted": (v60/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData.pinTitle": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData.staticPageCount": (v62/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinData.totalVideoDuration": (v62/*:: as any*/),
        "viewer.user.savedPins.edges.node.storyPinDataId": (v68/*:: as any*/),
        "viewer.user.savedPins.edges.node.title": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.type": (v89/*:: as any*/),
        "viewer.user.savedPins.edges.node.videoDuration": (v90/*:: as any*/),
        "viewer.user.savedPins.edges.node.videoList": (v91/*:: as any*/),
        "viewer.user.savedPins.edges.node.videoList.name": (v65/*:: as any*/),
        "viewer.user.savedPins.edges.node.videoList.url": (v68/*:: as any*/),
        "viewer.user.savedPins.pageInfo": (v92/*:: as any*/),
        "viewer.user.savedPins.pageInfo.endCursor": (v68/*:: as any*/),
        "viewer.user.savedPins.pageInfo.hasNextPage": (v60/*:: as any*/)
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
