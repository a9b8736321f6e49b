/**
 * @generated SignedSource<<d70434ae1ec97fc3e323adc2833843a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
  readonly " $fragmentType": "ProfilePage_user";
};
export type ProfilePage_user$key = {
  readonly " $data"?: ProfilePage_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePage_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "saved"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
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

(node as any).hash = "0aa1ed2aa8778a366f405c1fe6fbfbf7";

export default node;
