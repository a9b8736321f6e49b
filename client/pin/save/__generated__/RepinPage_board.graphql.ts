/**
 * @generated SignedSource<<c2bd1e0d1606750b56703e62c053fd7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RepinPage_board$data = {
  readonly entityId: string;
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly " $fragmentType": "RepinPage_board";
};
export type RepinPage_board$key = {
  readonly " $data"?: RepinPage_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"RepinPage_board">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RepinPage_board",
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
    }
  ],
  "type": "Board",
  "abstractKey": null
};

(node as any).hash = "a8b9607ff0af9b93141647b1582ea6c5";

export default node;
