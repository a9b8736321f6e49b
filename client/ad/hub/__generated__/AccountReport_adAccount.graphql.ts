/**
 * @generated SignedSource<<7dbb5494801cde69c03ba2686b981387>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountReport_adAccount$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CampaignReport_adAccount">;
  readonly " $fragmentType": "AccountReport_adAccount";
};
export type AccountReport_adAccount$key = {
  readonly " $data"?: AccountReport_adAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountReport_adAccount">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountReport_adAccount",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CampaignReport_adAccount"
    }
  ],
  "type": "AdAccount",
  "abstractKey": null
};

(node as any).hash = "2d5651c857f720c6a614bf257013eb6d";

export default node;
