/**
 * @generated SignedSource<<889b55e4fa74eca372d114f405dad7fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EditProfileModal_user$data = {
  readonly about: string;
  readonly firstName: string;
  readonly fullName: string;
  readonly imageMediumUrl: string;
  readonly lastName: string;
  readonly username: string;
  readonly " $fragmentType": "EditProfileModal_user";
};
export type EditProfileModal_user$key = {
  readonly " $data"?: EditProfileModal_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditProfileModal_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditProfileModal_user",
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
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "about",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageMediumUrl",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "cffdbcfeeaa74fe0071480eaf521d7a1";

export default node;
