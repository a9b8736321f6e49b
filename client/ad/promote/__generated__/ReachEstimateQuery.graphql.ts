/**
 * @generated SignedSource<<e58355c30183c1511a1a9d276bf91f22>>
 * @relayHash d01377ca5da437b35c5d2071e819c0da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b48023ae5c3f09c58af1570571f2798d183e4d1f35a69978c10c664c7fd8d99b

import type { ConcreteRequest } from 'relay-runtime';
export type AudienceMode = "AUTOMATIC" | "CHOSEN" | "%future added value";
export type AudienceInput = {
  ageBuckets?: ReadonlyArray<string> | null | undefined;
  genders?: ReadonlyArray<string> | null | undefined;
  interestIds?: ReadonlyArray<string> | null | undefined;
  locales?: ReadonlyArray<string> | null | undefined;
  mode: AudienceMode;
  pinId?: string | null | undefined;
};
export type ReachEstimateQuery$variables = {
  adAccountId: string;
  audience: AudienceInput;
};
export type ReachEstimateQuery$data = {
  readonly reachEstimate: {
    readonly audienceSize: number;
    readonly monthlyReachHigh: number;
    readonly monthlyReachLow: number;
  };
};
export type ReachEstimateQuery = {
  response: ReachEstimateQuery$data;
  variables: ReachEstimateQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "adAccountId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "audience"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "adAccountId",
        "variableName": "adAccountId"
      },
      {
        "kind": "Variable",
        "name": "audience",
        "variableName": "audience"
      }
    ],
    "concreteType": "ReachEstimate",
    "kind": "LinkedField",
    "name": "reachEstimate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "audienceSize",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "monthlyReachLow",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "monthlyReachHigh",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReachEstimateQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReachEstimateQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b48023ae5c3f09c58af1570571f2798d183e4d1f35a69978c10c664c7fd8d99b",
    "metadata": {},
    "name": "ReachEstimateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a21407d7097e243f2c563d41b49e62e6";

export default node;
