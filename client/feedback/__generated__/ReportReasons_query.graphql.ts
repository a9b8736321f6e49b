/**
 * @generated SignedSource<<7582f73b2f39c7e4bb37bde5a6028ffe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReportReasons_query$data = {
  readonly pinReportReasons: ReadonlyArray<{
    readonly code: string;
    readonly label: string;
  }>;
  readonly " $fragmentType": "ReportReasons_query";
};
export type ReportReasons_query$key = {
  readonly " $data"?: ReportReasons_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReportReasons_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReportReasons_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PinReportReason",
      "kind": "LinkedField",
      "name": "pinReportReasons",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f4a3d6dc2ca3ba22923544d009a69dfc";

export default node;
