/**
 * @generated SignedSource<<076744585b8d6d4943db94432cf2683a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardPrivacy = "protected" | "public" | "secret" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProfileBoards_board$data = {
  readonly name: string;
  readonly pinCount: number;
  readonly privacy: BoardPrivacy;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"BoardCover_board">;
  readonly " $fragmentType": "ProfileBoards_board";
};
export type ProfileBoards_board$key = {
  readonly " $data"?: ProfileBoards_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileBoards_board">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileBoards_board",
  "selections": [
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
      "name": "url",
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
      "name": "privacy",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BoardCover_board"
    }
  ],
  "type": "Board",
  "abstractKey": null
};

(node as any).hash = "5c50c371b611b60727594bf746737705";

export default node;
