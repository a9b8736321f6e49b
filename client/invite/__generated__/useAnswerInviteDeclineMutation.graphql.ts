/**
 * @generated SignedSource<<c1aa2a3f1487185299c9f36e06c2fae5>>
 * @relayHash f8154f50bb1d10a4f4b29b0696c124d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a95beae329ee433d33d67a6bb96a85b9aa6c6684bd766ff707806d639a75981

import type { ConcreteRequest } from 'relay-runtime';
export type DeclineBoardInviteInput = {
  inviteId: string;
};
export type useAnswerInviteDeclineMutation$variables = {
  input: DeclineBoardInviteInput;
};
export type useAnswerInviteDeclineMutation$data = {
  readonly declineBoardInvite: {
    readonly declinedInviteId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly boardInviteCount: number;
    };
  };
};
export type useAnswerInviteDeclineMutation = {
  response: useAnswerInviteDeclineMutation$data;
  variables: useAnswerInviteDeclineMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "DeclineBoardInvitePayload",
    "kind": "LinkedField",
    "name": "declineBoardInvite",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "declinedInviteId",
        "storageKey": null
      },
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
            "name": "boardInviteCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
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
            "name": "message",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAnswerInviteDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnswerInviteDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4a95beae329ee433d33d67a6bb96a85b9aa6c6684bd766ff707806d639a75981",
    "metadata": {},
    "name": "useAnswerInviteDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7d93cccf67ac6af541faa9587bebcd05";

export default node;
