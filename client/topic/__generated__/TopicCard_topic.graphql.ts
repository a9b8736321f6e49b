/**
 * @generated SignedSource<<150e2d8f7734dca83177329caaf76215>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TopicCard_topic$data = {
  readonly coverImage: {
    readonly dominantColor: string;
    readonly url: string;
  } | null | undefined;
  readonly entityId: string;
  readonly followerCount: number;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentSpreads": FragmentRefs<"FollowTopicButton_topic">;
  readonly " $fragmentType": "TopicCard_topic";
};
export type TopicCard_topic$key = {
  readonly " $data"?: TopicCard_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicCard_topic">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopicCard_topic",
  "selections": [
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TopicCover",
      "kind": "LinkedField",
      "name": "coverImage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dominantColor",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FollowTopicButton_topic"
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "d624641764a79226a655bc8aadfb494b";

export default node;
