/**
 * @generated SignedSource<<6f6c868cc7fa4304a743214dad545d3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FollowedProfiles_person$data = {
  readonly explicitlyFollowedByMe: boolean;
  readonly followerCount: number;
  readonly fullName: string;
  readonly id: string;
  readonly imageMediumUrl: string;
  readonly username: string;
  readonly " $fragmentType": "FollowedProfiles_person";
};
export type FollowedProfiles_person$key = {
  readonly " $data"?: FollowedProfiles_person$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowedProfiles_person">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowedProfiles_person",
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
      "name": "explicitlyFollowedByMe",
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

(node as any).hash = "ee26209ec8ed51657246f44444702d3a";

export default node;
