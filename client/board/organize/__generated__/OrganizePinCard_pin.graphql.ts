/**
 * @generated SignedSource<<716d40e4cf9bef5bdc8800a7409edee8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganizePinCard_pin$data = {
  readonly entityId: string;
  readonly favoritedByMe: boolean;
  readonly id: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"PinCard_pin">;
  readonly " $fragmentType": "OrganizePinCard_pin";
};
export type OrganizePinCard_pin$key = {
  readonly " $data"?: OrganizePinCard_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizePinCard_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizePinCard_pin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "favoritedByMe",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PinCard_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "e9d5034c7e5e16d160f1a75f2e673529";

export default node;
