/**
 * @generated SignedSource<<26a9807ffc1b4119f064125c87e0187c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardLayout = "custom" | "default" | "quick_saves" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type savedInfoFields_pin$data = {
  readonly savedInfo: {
    readonly board: {
      readonly entityId: string;
      readonly id: string;
      readonly layout: BoardLayout;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
    readonly boardId: string;
    readonly localPinId: string;
    readonly section: {
      readonly entityId: string;
      readonly title: string;
      readonly url: string;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "savedInfoFields_pin";
};
export type savedInfoFields_pin$key = {
  readonly " $data"?: savedInfoFields_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"savedInfoFields_pin">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
},
v1 = {
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
  "name": "savedInfoFields_pin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SavedInfo",
      "kind": "LinkedField",
      "name": "savedInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "boardId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "localPinId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Board",
          "kind": "LinkedField",
          "name": "board",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "layout",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BoardSection",
          "kind": "LinkedField",
          "name": "section",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};
})();

(node as any).hash = "2fd7624681a1b7a9b84b7f01850172b8";

export default node;
