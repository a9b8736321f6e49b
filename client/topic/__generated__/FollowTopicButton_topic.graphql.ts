/**
 * @generated SignedSource<<5c501d29db8e06fee9a712a202f30477>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FollowTopicButton_topic$data = {
  readonly entityId: string;
  readonly followedByMe: boolean;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "FollowTopicButton_topic";
};
export type FollowTopicButton_topic$key = {
  readonly " $data"?: FollowTopicButton_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowTopicButton_topic">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowTopicButton_topic",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followedByMe",
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "35ddd888dfa338e4ce69912395fd2e30";

export default node;
