/**
 * @generated SignedSource<<a5275f243b29490410bd3823d782aeff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PinCardOverlay_pin$data = {
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

(node as any).hash = "c9579d73aa0483fa7ef3f908c618b185";

export default node;
