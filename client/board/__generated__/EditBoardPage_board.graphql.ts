/**
 * @generated SignedSource<<d323f07ec51f9750b434e4c41270f43e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardViewerRole = "COLLABORATOR" | "NONE" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EditBoardPage_board$data = {
  readonly archived: boolean;
  readonly entityId: string;
  readonly id: string;
  readonly name: string;
  readonly owner: {
    readonly username: string;
  };
  readonly url: string;
  readonly viewerRole: BoardViewerRole;
  readonly " $fragmentSpreads": FragmentRefs<"BoardPage_board" | "EditBoardForm_board">;
  readonly " $fragmentType": "EditBoardPage_board";
};
export type EditBoardPage_board$key = {
  readonly " $data"?: EditBoardPage_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditBoardPage_board">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditBoardPage_board",
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
      "name": "url",
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
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BoardPage_board"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EditBoardForm_board"
    }
  ],
  "type": "Board",
  "abstractKey": null
};

(node as any).hash = "a547728b3f6e5bf98e1774e417d03c55";

export default node;
