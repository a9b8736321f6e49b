/**
 * @generated SignedSource<<d033512ee63dbf807193d7796c9029fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PinType = "carousel" | "gif" | "image" | "product" | "recipe" | "story" | "video" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PinMedia_pin$data = {
  readonly altText: string | null | undefined;
  readonly autoAltText: string | null | undefined;
  readonly board: {
    readonly collaboratedByMe: boolean;
    readonly isCollaborative: boolean;
    readonly owner: {
      readonly entityId: string;
    };
  };
  readonly carouselData: {
    readonly carouselSlots: ReadonlyArray<{
      readonly image: {
        readonly height: number;
        readonly url: string;
        readonly width: number;
      } | null | undefined;
      readonly link: string | null | undefined;
      readonly slotId: string;
      readonly title: string;
    }>;
    readonly index: number;
  } | null | undefined;
  readonly dominantColor: string;
  readonly embed: {
    readonly src: string | null | undefined;
    readonly type: string | null | undefined;
  } | null | undefined;
  readonly image: {
    readonly height: number;
    readonly url: string;
    readonly width: number;
  } | null | undefined;
  readonly imageCrop: {
    readonly maxY: number;
    readonly minY: number;
  } | null | undefined;
  readonly isDownstreamPromotion: boolean;
  readonly isPromoted: boolean;
  readonly storyPinData: {
    readonly isDeleted: boolean;
    readonly staticPageCount: number;
    readonly totalVideoDuration: number;
  } | null | undefined;
  readonly storyPinDataId: string | null | undefined;
  readonly title: string;
  readonly type: PinType;
  readonly videoDuration: number | null | undefined;
  readonly videoList: ReadonlyArray<{
    readonly name: string;
    readonly url: string | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionChips_pin">;
  readonly " $fragmentType": "PinMedia_pin";
};
export type PinMedia_pin$key = {
  readonly " $data"?: PinMedia_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinMedia_pin">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "size",
      "variableName": "size"
    }
  ],
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": "W236",
      "kind": "LocalArgument",
      "name": "size"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinMedia_pin",
  "selections": [
    (v0/*:: as any*/),
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dominantColor",
      "storageKey": null
    },
    (v1/*:: as any*/),
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
        (v2/*:: as any*/)
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
        (v1/*:: as any*/),
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
    (v3/*:: as any*/),
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "link",
              "storageKey": null
            },
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CollectionChips_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};
})();

(node as any).hash = "4673b85eaa65826874be638856d3899b";

export default node;
