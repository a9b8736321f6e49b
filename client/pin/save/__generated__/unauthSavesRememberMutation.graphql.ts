/**
 * @generated SignedSource<<655553bbeb8a501fe70c5a21cf5527a2>>
 * @relayHash 77c6c8a2ad3d959099d02f9b958a1477
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c2c94fb02e2d54cd6e856eb98cc7444151a9f45c22bd635ebcf8c81c9693013

import type { ConcreteRequest } from 'relay-runtime';
export type unauthSavesRememberMutation$variables = {
  pinId?: string | null | undefined;
};
export type unauthSavesRememberMutation$data = {
  readonly rememberUnauthSave: boolean;
};
export type unauthSavesRememberMutation = {
  response: unauthSavesRememberMutation$data;
  variables: unauthSavesRememberMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pinId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "pinId",
        "variableName": "pinId"
      }
    ],
    "kind": "ScalarField",
    "name": "rememberUnauthSave",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "unauthSavesRememberMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "unauthSavesRememberMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7c2c94fb02e2d54cd6e856eb98cc7444151a9f45c22bd635ebcf8c81c9693013",
    "metadata": {},
    "name": "unauthSavesRememberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "21a584246494e35297c300eb9a259459";

export default node;
