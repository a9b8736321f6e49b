/**
 * @generated SignedSource<<3549d6ba3002d6f5885d646e9c550271>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
