/**
 * @generated SignedSource<<1f7e21638ef6fb41a83602ab59e1ee40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BoardLayout = "custom" | "default" | "quick_saves" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PinCardOverlay_pin$data = {
  readonly savedInfo: {
    readonly board: {
      readonly layout: BoardLayout;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
    readonly section: {
      readonly title: string;
      readonly url: string;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DomainLinkButton_pin" | "OptionsMenu_pin" | "SaveControl_pin" | "ShareButton_pin">;
  readonly " $fragmentType": "PinCardOverlay_pin";
};
export type PinCardOverlay_pin$key = {
  readonly " $data"?: PinCardOverlay_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinCardOverlay_pin">;
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
  "name": "PinCardOverlay_pin",
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
          "concreteType": "Board",
          "kind": "LinkedField",
          "name": "board",
          "plural": false,
          "selections": [
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
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SaveControl_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DomainLinkButton_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareButton_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OptionsMenu_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};
})();

(node as any).hash = "e512f4389d2c526eb068b9d80426a06e";

export default node;
