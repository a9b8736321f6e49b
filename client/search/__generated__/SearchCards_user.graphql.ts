/**
 * @generated SignedSource<<59d8e099ddc27ff76748b52d5a16eded>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SearchCards_user$data = {
  readonly followerCount: number;
  readonly fullName: string;
  readonly imageMediumUrl: string;
  readonly username: string;
  readonly " $fragmentType": "SearchCards_user";
};
export type SearchCards_user$key = {
  readonly " $data"?: SearchCards_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchCards_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchCards_user",
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
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageMediumUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followerCount",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "80772037de78f042dbfbf575a37de24a";

export default node;
