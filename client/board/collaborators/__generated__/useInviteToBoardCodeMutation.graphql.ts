/**
 * @generated SignedSource<<4c6f892da693cd45de804b62507df607>>
 * @relayHash f6e7178d16892d2c9c7cc719a4cc316c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c280b06ad1c56660b08e5125fe1abdbf03ddc38ed60dd021d870237ea19c237

import type { ConcreteRequest } from 'relay-runtime';
export type CreateBoardInviteCodeInput = {
  boardId: string;
  channel?: number | null | undefined;
};
export type useInviteToBoardCodeMutation$variables = {
  input: CreateBoardInviteCodeInput;
};
export type useInviteToBoardCodeMutation$data = {
  readonly createBoardInviteCode: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly inviteCode: {
      readonly code: string;
      readonly url: string;
    } | null | undefined;
  };
};
export type useInviteToBoardCodeMutation = {
  response: useInviteToBoardCodeMutation$data;
  variables: useInviteToBoardCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreateBoardInviteCodePayload",
    "kind": "LinkedField",
    "name": "createBoardInviteCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "InviteCode",
        "kind": "LinkedField",
        "name": "inviteCode",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
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
          (v1/*:: as any*/),
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
    "name": "useInviteToBoardCodeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInviteToBoardCodeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "0c280b06ad1c56660b08e5125fe1abdbf03ddc38ed60dd021d870237ea19c237",
    "metadata": {},
    "name": "useInviteToBoardCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0139cea909986f0a8241231bd5b86eb2";

export default node;
