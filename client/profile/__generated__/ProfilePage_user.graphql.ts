/**
 * @generated SignedSource<<369ce5f9fa16f71a534d670bef8299ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfilePage_user$data = {
  readonly about: string;
  readonly blockedByMe: boolean;
  readonly boardsTab?: {
    readonly " $fragmentSpreads": FragmentRefs<"ProfileBoards_user">;
  } | null | undefined;
  readonly explicitlyFollowedByMe: boolean;
  readonly followerCount: number;
  readonly followingCount: number;
  readonly fullName: string;
  readonly id: string;
  readonly imageMediumUrl: string;
  readonly isViewer: boolean;
  readonly savedTab?: {
    readonly " $fragmentSpreads": FragmentRefs<"ProfileSavedPins_user">;
  } | null | undefined;
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"EditProfileModal_user">;
  readonly " $fragmentType": "ProfilePage_user";
};
export type ProfilePage_user$key = {
  readonly " $data"?: ProfilePage_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePage_user">;
};

import ProfilePageRefetchQuery_graphql from './ProfilePageRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "saved"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ProfilePageRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ProfilePage_user",
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
      "name": "isViewer",
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
      "name": "about",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followingCount",
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
      "name": "blockedByMe",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EditProfileModal_user"
    },
    {
      "condition": "saved",
      "kind": "Condition",
      "passingValue": false,
      "selections": [
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfileBoards_user"
              }
            ],
            "type": "User",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "boardsTab"
        }
      ]
    },
    {
      "condition": "saved",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfileSavedPins_user"
              }
            ],
            "type": "User",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "savedTab"
        }
      ]
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "805d00776436f862da2ae48854b2303e";

export default node;
