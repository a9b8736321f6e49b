/**
 * @generated SignedSource<<c84050344093f6b40f40dcff6c8da492>>
 * @relayHash b3793b0e6bb9899c75547b8be0f29eda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6419d5045d48a988512dd7e76e2ff50ded235033fe52648a2b80d0eb11e89017

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReportReasonModalQuery$variables = Record<PropertyKey, never>;
export type ReportReasonModalQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ReportReasons_query">;
};
export type ReportReasonModalQuery = {
  response: ReportReasonModalQuery$data;
  variables: ReportReasonModalQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportReasonModalQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ReportReasons_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReportReasonModalQuery",
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
    ]
  },
  "params": {
    "id": "6419d5045d48a988512dd7e76e2ff50ded235033fe52648a2b80d0eb11e89017",
    "metadata": {},
    "name": "ReportReasonModalQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "dcffcc97890c34a439364058ce361e38";

export default node;
