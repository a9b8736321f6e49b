/**
 * @generated SignedSource<<2a443539fc37e3fd2c518a63e34bf913>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
    "cacheID": "77c6c8a2ad3d959099d02f9b958a1477",
    "id": null,
    "metadata": {},
    "name": "unauthSavesRememberMutation",
    "operationKind": "mutation",
    "text": "mutation unauthSavesRememberMutation(\n  $pinId: ID\n) {\n  rememberUnauthSave(pinId: $pinId)\n}\n"
  }
};
})();

(node as any).hash = "21a584246494e35297c300eb9a259459";

export default node;
