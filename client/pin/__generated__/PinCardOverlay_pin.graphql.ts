/**
 * @generated SignedSource<<4556f1d3d3f84158839b23e7fe8e6b38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PinCardOverlay_pin$data = {
  readonly domain: string | null | undefined;
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
      "kind": "ScalarField",
      "name": "domain",
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "b37ce88681c0e7cb56e48e8306603fc8";

export default node;
