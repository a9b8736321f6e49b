/**
 * @generated SignedSource<<466f06875837943aabb931aa3ae997bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FooterPrice_pin$data = {
  readonly " $fragmentSpreads": FragmentRefs<"usePriceDisplay_pin">;
  readonly " $fragmentType": "FooterPrice_pin";
};
export type FooterPrice_pin$key = {
  readonly " $data"?: FooterPrice_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"FooterPrice_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FooterPrice_pin",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "usePriceDisplay_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "d29e30310eb4a7f69599e2e927ed531a";

export default node;
