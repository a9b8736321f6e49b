/**
 * @generated SignedSource<<36bc2fc8b7361cce5670760cc8adc08d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardLayout = "custom" | "default" | "quick_saves" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SaveControl_pin$data = {
  readonly entityId: string;
  readonly id: string;
  readonly savedInfo: {
    readonly board: {
      readonly id: string;
      readonly layout: BoardLayout;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
    readonly boardId: string;
    readonly section: {
      readonly title: string;
      readonly url: string;
    } | null | undefined;
  } | null | undefined;
  readonly seoUrl: string;
  readonly " $fragmentType": "SaveControl_pin";
};
export type SaveControl_pin$key = {
  readonly " $data"?: SaveControl_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"SaveControl_pin">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "name": "SaveControl_pin",
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
      "name": "seoUrl",
      "storageKey": null
    },
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
          "concreteType": "Board",
          "kind": "LinkedField",
          "name": "board",
          "plural": false,
          "selections": [
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

(node as any).hash = "f2a381a3b4fe07bc8ae3b9b44e5f3c37";

export default node;
