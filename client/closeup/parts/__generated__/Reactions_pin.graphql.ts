/**
 * @generated SignedSource<<c09e937537203cea2c581bb68b968caf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PinType = "carousel" | "gif" | "image" | "product" | "recipe" | "story" | "video" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type Reactions_pin$data = {
  readonly board: {
    readonly isCollaborative: boolean;
  };
  readonly entityId: string;
  readonly id: string;
  readonly isDownstreamPromotion: boolean;
  readonly isPromoted: boolean;
  readonly reactedByMe: boolean;
  readonly reactionCountsData: ReadonlyArray<{
    readonly reactionCount: number;
    readonly reactionType: number;
  }>;
  readonly storyPinData: {
    readonly isDeleted: boolean;
  } | null | undefined;
  readonly type: PinType;
  readonly videoList: ReadonlyArray<{
    readonly __typename: "VideoVariant";
  }>;
  readonly " $fragmentType": "Reactions_pin";
};
export type Reactions_pin$key = {
  readonly " $data"?: Reactions_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"Reactions_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Reactions_pin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entityId",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
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
      "concreteType": "VideoVariant",
      "kind": "LinkedField",
      "name": "videoList",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
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
        }
      ],
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
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "58c128fb65ef040b37976e66419bb3ec";

export default node;
