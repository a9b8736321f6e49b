/**
 * @generated SignedSource<<2cf27e1e44bd40ff5f14d56bd59890f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddCollaboratorsPage_board$data = {
  readonly entityId: string;
  readonly id: string;
  readonly name: string;
  readonly owner: {
    readonly username: string;
  };
  readonly url: string;
  readonly viewerCanInvite: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"BoardPage_board">;
  readonly " $fragmentType": "AddCollaboratorsPage_board";
};
export type AddCollaboratorsPage_board$key = {
  readonly " $data"?: AddCollaboratorsPage_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddCollaboratorsPage_board">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddCollaboratorsPage_board",
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
      "name": "viewerCanInvite",
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
    }
  ],
  "type": "Board",
  "abstractKey": null
};

(node as any).hash = "13b29503adf789398f7c8e8ae413e21c";

export default node;
