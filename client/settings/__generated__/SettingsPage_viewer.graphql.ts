/**
 * @generated SignedSource<<97cae0771fc6fbecc74097473598df83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsPage_viewer$data = {
  readonly darkMode: boolean;
  readonly storedSaveBehavior: number | null | undefined;
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
      "kind": "ScalarField",
      "name": "storedSaveBehavior",
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

(node as any).hash = "bdc1863938ef770e91cc94685cd0bb31";

export default node;
