/**
 * @generated SignedSource<<d57a91061d42dc5a1091c5a423680969>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShareButton_pin$data = {
  readonly entityId: string;
  readonly seoUrl: string;
  readonly title: string;
  readonly " $fragmentType": "ShareButton_pin";
};
export type ShareButton_pin$key = {
  readonly " $data"?: ShareButton_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareButton_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareButton_pin",
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
      "name": "seoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "fba667a8a88bc33d7fa5ac72952da13a";

export default node;
