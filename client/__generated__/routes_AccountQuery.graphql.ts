/**
 * @generated SignedSource<<86db702708251869e724bba428a6ef7b>>
 * @relayHash 0843b7d37067fce953a835d3ecbeb60b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a620d384d45324738746b39e6bca91ca8f8c29bb7bc84ed552ae66fafd03e650

import type { ConcreteRequest } from 'relay-runtime';
export type routes_AccountQuery$variables = Record<PropertyKey, never>;
export type routes_AccountQuery$data = {
  readonly viewer: {
    readonly isAuthenticated: boolean;
  } | null | undefined;
};
export type routes_AccountQuery = {
  response: routes_AccountQuery$data;
  variables: routes_AccountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAuthenticated",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "routes_AccountQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "routes_AccountQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a620d384d45324738746b39e6bca91ca8f8c29bb7bc84ed552ae66fafd03e650",
    "metadata": {},
    "name": "routes_AccountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3dd36d140d406625129452974e2e7e12";

export default node;
