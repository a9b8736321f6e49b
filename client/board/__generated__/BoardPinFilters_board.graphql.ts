/**
 * @generated SignedSource<<3edb32b605387d05c508a2d27355b8fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ColorFamily = "BLACK" | "BLUE" | "BROWN" | "GRAY" | "GREEN" | "ORANGE" | "PINK" | "PURPLE" | "RED" | "TEAL" | "WHITE" | "YELLOW" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BoardPinFilters_board$data = {
  readonly pinFilters: {
    readonly colors: ReadonlyArray<{
      readonly count: number;
      readonly family: ColorFamily;
    }>;
    readonly createdByMe: number;
    readonly favorited: number;
    readonly interests: ReadonlyArray<{
      readonly count: number;
      readonly interest: {
        readonly entityId: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "BoardPinFilters_board";
};
export type BoardPinFilters_board$key = {
  readonly " $data"?: BoardPinFilters_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoardPinFilters_board">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BoardPinFilters_board",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BoardPinFilters",
      "kind": "LinkedField",
      "name": "pinFilters",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdByMe",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "favorited",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BoardColorCount",
          "kind": "LinkedField",
          "name": "colors",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "family",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BoardInterestCount",
          "kind": "LinkedField",
          "name": "interests",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Interest",
              "kind": "LinkedField",
              "name": "interest",
              "plural": false,
              "selections": [
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Board",
  "abstractKey": null
};
})();

(node as any).hash = "6ed5b4e0ea71f05713ab0b4a5e594e6a";

export default node;
