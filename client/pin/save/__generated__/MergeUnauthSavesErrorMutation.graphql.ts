/**
 * @generated SignedSource<<84517bf9f44974bf240c8ea9553036ce>>
 * @relayHash a3552c551ba12163dc37ae14d155d412
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e09d02224459ad7b1de0122094533aaa4098a3e287c5a5b30ac7cf98e49fded8

import type { ConcreteRequest } from 'relay-runtime';
export type MergeUnauthSavesErrorMutation$variables = {
  message?: string | null | undefined;
  name: string;
};
export type MergeUnauthSavesErrorMutation$data = {
  readonly logClientError: {
    readonly ok: boolean;
  };
};
export type MergeUnauthSavesErrorMutation = {
  response: MergeUnauthSavesErrorMutation$data;
  variables: MergeUnauthSavesErrorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "message"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "message",
        "variableName": "message"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": "LogPayload",
    "kind": "LinkedField",
    "name": "logClientError",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MergeUnauthSavesErrorMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MergeUnauthSavesErrorMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e09d02224459ad7b1de0122094533aaa4098a3e287c5a5b30ac7cf98e49fded8",
    "metadata": {},
    "name": "MergeUnauthSavesErrorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0d59cf036a4ca25a047d4a68964dd3dd";

export default node;
