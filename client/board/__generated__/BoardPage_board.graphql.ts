/**
 * @generated SignedSource<<ddbd8bbd9b7e9134376ec79000d0b4a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardPrivacy = "protected" | "public" | "secret" | "%future added value";
export type BoardViewerRole = "COLLABORATOR" | "NONE" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BoardPage_board$data = {
  readonly archived: boolean;
  readonly description: string;
  readonly entityId: string;
  readonly followedByMe: boolean;
  readonly followerCount: number;
  readonly id: string;
  readonly name: string;
  readonly owner: {
    readonly fullName: string;
    readonly id: string;
    readonly imageMediumUrl: string;
    readonly isViewer: boolean;
    readonly username: string;
  };
  readonly pinCount: number;
  readonly privacy: BoardPrivacy;
  readonly url: string;
  readonly viewerRole: BoardViewerRole;
  readonly " $fragmentSpreads": FragmentRefs<"BoardPins_board" | "BoardSections_board">;
  readonly " $fragmentType": "BoardPage_board";
};
export type BoardPage_board$key = {
  readonly " $data"?: BoardPage_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoardPage_board">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BoardPage_board",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "description",
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
      "name": "privacy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "archived",
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
      "name": "pinCount",
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
      "name": "followedByMe",
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
        (v0/*:: as any*/),
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
          "name": "isViewer",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BoardSections_board"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BoardPins_board"
    }
  ],
  "type": "Board",
  "abstractKey": null
};
})();

(node as any).hash = "2dcec659fc27b6104e166c178c77ae08";

export default node;
