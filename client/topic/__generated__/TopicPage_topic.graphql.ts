/**
 * @generated SignedSource<<e8b7c748ac7807188e3c0d063ad5ea34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TopicPage_topic$data = {
  readonly entityId: string;
  readonly followerCount: number;
  readonly name: string;
  readonly relatedTopics: ReadonlyArray<{
    readonly entityId: string;
    readonly name: string;
    readonly slug: string;
  }>;
  readonly slug: string;
  readonly " $fragmentSpreads": FragmentRefs<"FollowTopicButton_topic">;
  readonly " $fragmentType": "TopicPage_topic";
};
export type TopicPage_topic$key = {
  readonly " $data"?: TopicPage_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicPage_topic">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopicPage_topic",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
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
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "relatedTopics",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
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
})();

(node as any).hash = "dbc4c1fa8307a5b5ab9ce613f7dba57b";

export default node;
