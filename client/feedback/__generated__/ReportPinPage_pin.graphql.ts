/**
 * @generated SignedSource<<b99d211143e3edb37cf5d6183fa19f72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReportPinPage_pin$data = {
  readonly entityId: string;
  readonly seoUrl: string;
  readonly thumbnail: {
    readonly url: string;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "ReportPinPage_pin";
};
export type ReportPinPage_pin$key = {
  readonly " $data"?: ReportPinPage_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReportPinPage_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReportPinPage_pin",
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
    },
    {
      "alias": "thumbnail",
      "args": [
        {
          "kind": "Literal",
          "name": "size",
          "value": "S136X136"
        }
      ],
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": "image(size:\"S136X136\")"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "b8d7a17b809f9774e15a46fbf6a3c8db";

export default node;
