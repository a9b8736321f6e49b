/**
 * @generated SignedSource<<2a0933b38eb95cc12e7096418edfe878>>
 * @relayHash 77457fd11564caea7637b2bf7a6ddf89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b35bcbb3be2c11950b88056b65618f6b77191c24f4888a0db3c99ff13ee673b0

import type { ConcreteRequest } from 'relay-runtime';
export type SignupPageUsernameCheckQuery$variables = {
  username: string;
};
export type SignupPageUsernameCheckQuery$data = {
  readonly usernameCheck: {
    readonly available: boolean | null | undefined;
    readonly message: string | null | undefined;
  };
};
export type SignupPageUsernameCheckQuery = {
  response: SignupPageUsernameCheckQuery$data;
  variables: SignupPageUsernameCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "username"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "username",
        "variableName": "username"
      }
    ],
    "concreteType": "UsernameCheck",
    "kind": "LinkedField",
    "name": "usernameCheck",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "available",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "SignupPageUsernameCheckQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignupPageUsernameCheckQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b35bcbb3be2c11950b88056b65618f6b77191c24f4888a0db3c99ff13ee673b0",
    "metadata": {},
    "name": "SignupPageUsernameCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "98c82da423c43157bebb21092643d0a1";

export default node;
