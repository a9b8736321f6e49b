/**
 * @generated SignedSource<<a766c29d8fd7d6c812d6a23058e62672>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SearchCards_board$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ProfileBoards_board">;
  readonly " $fragmentType": "SearchCards_board";
};
export type SearchCards_board$key = {
  readonly " $data"?: SearchCards_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchCards_board">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchCards_board",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileBoards_board"
    }
  ],
  "type": "Board",
  "abstractKey": null
};

(node as any).hash = "af31f0563bee4abf0a3c3626bbc95173";

export default node;
