/**
 * @generated SignedSource<<d3a48bf2cf5b28ba12010b43a1e27490>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FollowedBoards_board$data = {
  readonly followedByMe: boolean;
  readonly followerCount: number;
  readonly id: string;
  readonly name: string;
  readonly owner: {
    readonly fullName: string;
    readonly username: string;
  };
  readonly tile: {
    readonly dominantColor: string;
    readonly url: string;
  } | null | undefined;
  readonly url: string;
  readonly " $fragmentType": "FollowedBoards_board";
};
export type FollowedBoards_board$key = {
  readonly " $data"?: FollowedBoards_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowedBoards_board">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowedBoards_board",
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
      "name": "name",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followedByMe",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "tile",
      "args": [
        {
          "kind": "Literal",
          "name": "size",
          "value": "W236"
        }
      ],
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "coverImage",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dominantColor",
          "storageKey": null
        }
      ],
      "storageKey": "coverImage(size:\"W236\")"
    }
  ],
  "type": "Board",
  "abstractKey": null
};
})();

(node as any).hash = "b95caf01a92878b478469b7f8a649f4c";

export default node;
