/**
 * @generated SignedSource<<75024ae98f5dfd7570a7f3477a636aaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PinCardOverlay_pin$data = {
  readonly savedInfo: {
    readonly __typename: "SavedInfo";
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DomainLinkButton_pin" | "OptionsMenu_pin" | "SaveControl_pin" | "ShareButton_pin">;
  readonly " $fragmentType": "PinCardOverlay_pin";
};
export type PinCardOverlay_pin$key = {
  readonly " $data"?: PinCardOverlay_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinCardOverlay_pin">;
};

const node: ReaderFragment = {
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
          "kind": "ScalarField",
          "name": "__typename",
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

(node as any).hash = "eff45f81cf07b92439a465b4ce9058c0";

export default node;
