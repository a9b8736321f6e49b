/**
 * @generated SignedSource<<56c7868fca625046b86fac1cc8a56ee3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DebugBoxQuery$variables = Record<PropertyKey, never>;
export type DebugBoxQuery$data = {
  readonly viewer: {
    readonly debugInfo: {
      readonly clientIp: string;
      readonly hostname: string;
      readonly internalIp: boolean;
      readonly isEmployee: boolean;
      readonly limitedLogin: boolean;
      readonly nodeVersion: string;
      readonly pid: number;
      readonly requestId: string;
      readonly uptimeSeconds: number;
      readonly username: string | null | undefined;
      readonly viewerId: string | null | undefined;
    } | null | undefined;
  };
};
export type DebugBoxQuery = {
  response: DebugBoxQuery$data;
  variables: DebugBoxQuery$variables;
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
        "concreteType": "DebugInfo",
        "kind": "LinkedField",
        "name": "debugInfo",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientIp",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "internalIp",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isEmployee",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "limitedLogin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requestId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hostname",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pid",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nodeVersion",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "uptimeSeconds",
            "storageKey": null
          }
        ],
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
    "name": "DebugBoxQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DebugBoxQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f3dc8a334c280185690df785ddc3a045",
    "id": null,
    "metadata": {},
    "name": "DebugBoxQuery",
    "operationKind": "query",
    "text": "query DebugBoxQuery {\n  viewer {\n    debugInfo {\n      clientIp\n      internalIp\n      viewerId\n      username\n      isEmployee\n      limitedLogin\n      requestId\n      hostname\n      pid\n      nodeVersion\n      uptimeSeconds\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5b8bcb2ed93eabf35981345dd063cf07";

export default node;
