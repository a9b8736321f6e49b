/**
 * @generated SignedSource<<03e7496467c99b7f4450a095ae6459b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsPage_viewer$data = {
  readonly darkMode: boolean;
  readonly user: {
    readonly about: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly username: string;
  } | null | undefined;
  readonly " $fragmentType": "SettingsPage_viewer";
};
export type SettingsPage_viewer$key = {
  readonly " $data"?: SettingsPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsPage_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "darkMode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "about",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "713fbe57f630687b29246ca84ed71669";

export default node;
