/**
 * @generated SignedSource<<49a7981130dbc5f6398402c3f674ba11>>
 * @relayHash a0881e7269996b1567be7b8d41bd1de6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed713d61a9bcb16e5923c199d353e316c4c9f2194922c16a71b79afd5a7fbe86

import type { ConcreteRequest } from 'relay-runtime';
export type WhyAdModalViewerQuery$variables = Record<PropertyKey, never>;
export type WhyAdModalViewerQuery$data = {
  readonly viewer: {
    readonly gender: string | null | undefined;
  } | null | undefined;
};
export type WhyAdModalViewerQuery = {
  response: WhyAdModalViewerQuery$data;
  variables: WhyAdModalViewerQuery$variables;
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
        "name": "gender",
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
    "name": "WhyAdModalViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WhyAdModalViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ed713d61a9bcb16e5923c199d353e316c4c9f2194922c16a71b79afd5a7fbe86",
    "metadata": {},
    "name": "WhyAdModalViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "91c52bf067e6bd808ea687ac24d9bd0d";

export default node;
