/**
 * @generated SignedSource<<933fdd8e522017765d9087e50cec05a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TuneHomeFeedPage_viewer$data = {
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"FollowedProfiles_user">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"FollowedBoards_viewer" | "FollowedTopics_viewer" | "HiddenPins_viewer">;
  readonly " $fragmentType": "TuneHomeFeedPage_viewer";
};
export type TuneHomeFeedPage_viewer$key = {
  readonly " $data"?: TuneHomeFeedPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TuneHomeFeedPage_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "count",
    "value": 25
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TuneHomeFeedPage_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "args": (v0/*:: as any*/),
          "kind": "FragmentSpread",
          "name": "FollowedProfiles_user"
        }
      ],
      "storageKey": null
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "HiddenPins_viewer"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "FollowedTopics_viewer"
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "FollowedBoards_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "1c3167d0125252e082db6dcc90220f14";

export default node;
