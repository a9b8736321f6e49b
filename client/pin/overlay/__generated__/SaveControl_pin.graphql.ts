/**
 * @generated SignedSource<<b8b8fa4c73e412cc2e5153604da3178a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveControl_pin$data = {
  readonly entityId: string;
  readonly seoUrl: string;
  readonly " $fragmentType": "SaveControl_pin";
};
export type SaveControl_pin$key = {
  readonly " $data"?: SaveControl_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"SaveControl_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SaveControl_pin",
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
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "6a5c6d3a558b834bdc5a165c23bf9121";

export default node;
