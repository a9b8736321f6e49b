/**
 * @generated SignedSource<<5a8f0ec2a44da2c3a31813a9c7117df1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardPrivacy = "protected" | "public" | "secret" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EditBoardForm_board$data = {
  readonly archived: boolean;
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly privacy: BoardPrivacy;
  readonly url: string;
  readonly " $fragmentType": "EditBoardForm_board";
};
export type EditBoardForm_board$key = {
  readonly " $data"?: EditBoardForm_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditBoardForm_board">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditBoardForm_board",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
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
      "name": "archived",
      "storageKey": null
    }
  ],
  "type": "Board",
  "abstractKey": null
};

(node as any).hash = "3f0b5ba1ccba6f1f04c61eb5572e287e";

export default node;
