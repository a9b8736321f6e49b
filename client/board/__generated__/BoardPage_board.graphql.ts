/**
 * @generated SignedSource<<2f39f1dfce499743fc44669648db7a57>>
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
  readonly viewerCanInvite: boolean;
  readonly viewerRole: BoardViewerRole;
  readonly " $fragmentSpreads": FragmentRefs<"BoardCollaboratorsRow_board" | "BoardPins_board" | "BoardSections_board">;
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
      "name": "viewerCanInvite",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BoardCollaboratorsRow_board"
    }
  ],
  "type": "Board",
  "abstractKey": null
};
})();

(node as any).hash = "17fe508d2c9a5c9a7d4530296097707c";

export default node;
