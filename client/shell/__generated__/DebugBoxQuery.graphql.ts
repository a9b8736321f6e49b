/**
 * @generated SignedSource<<2d429a76950f8e994fba1ac25207c4d0>>
 * @relayHash f3dc8a334c280185690df785ddc3a045
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 631bd05db78f7ce1f616fc668d0b6dbe709045b531b77e5be60c515b8034a1d8

import type { ConcreteRequest } from 'relay-runtime';
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
  } | null | undefined;
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
    "id": "631bd05db78f7ce1f616fc668d0b6dbe709045b531b77e5be60c515b8034a1d8",
    "metadata": {},
    "name": "DebugBoxQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5b8bcb2ed93eabf35981345dd063cf07";

export default node;
