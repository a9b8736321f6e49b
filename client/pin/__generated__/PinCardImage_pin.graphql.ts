/**
 * @generated SignedSource<<41d05af86cfa565b62a5c26e2211ce2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PinCardImage_pin$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PinMedia_pin">;
  readonly " $fragmentType": "PinCardImage_pin";
};
export type PinCardImage_pin$key = {
  readonly " $data"?: PinCardImage_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinCardImage_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinCardImage_pin",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PinMedia_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "28fc290b6d410a73427962654f006ea1";

export default node;
