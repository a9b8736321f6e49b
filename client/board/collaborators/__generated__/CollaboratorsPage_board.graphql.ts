/**
 * @generated SignedSource<<3704b6568bc66aed3e2f502c758c369f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardViewerRole = "COLLABORATOR" | "NONE" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CollaboratorsPage_board$data = {
  readonly collaboratorsCanInvite: boolean;
  readonly entityId: string;
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly viewerCanInvite: boolean;
  readonly viewerRole: BoardViewerRole;
  readonly " $fragmentSpreads": FragmentRefs<"BoardPage_board" | "CollaboratorsList_board">;
  readonly " $fragmentType": "CollaboratorsPage_board";
};
export type CollaboratorsPage_board$key = {
  readonly " $data"?: CollaboratorsPage_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollaboratorsPage_board">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollaboratorsPage_board",
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
      "name": "viewerRole",
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
      "kind": "ScalarField",
      "name": "collaboratorsCanInvite",
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
      "name": "CollaboratorsList_board"
    }
  ],
  "type": "Board",
  "abstractKey": null
};

(node as any).hash = "99c89848002b5993641117a724cdd11e";

export default node;
