/**
 * @generated SignedSource<<d1d002fd35a54d3c292e66fbfccedbed>>
 * @relayHash 9ae876b776b8b807c60fbd95947327ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dfc02db7a0bca4e8cc95bd2c036ea919babdb317782bde956d877147dbd9f4fb

import type { ConcreteRequest } from 'relay-runtime';
export type RedeemBoardInviteCodeInput = {
  inviteCode: string;
};
export type useRedeemInviteCodeMutation$variables = {
  input: RedeemBoardInviteCodeInput;
};
export type useRedeemInviteCodeMutation$data = {
  readonly redeemBoardInviteCode: {
    readonly board: {
      readonly entityId: string;
      readonly id: string;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
  };
};
export type useRedeemInviteCodeMutation = {
  response: useRedeemInviteCodeMutation$data;
  variables: useRedeemInviteCodeMutation$variables;
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
    "concreteType": "RedeemBoardInviteCodePayload",
    "kind": "LinkedField",
    "name": "redeemBoardInviteCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Board",
        "kind": "LinkedField",
        "name": "board",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "entityId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
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
    "name": "useRedeemInviteCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRedeemInviteCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dfc02db7a0bca4e8cc95bd2c036ea919babdb317782bde956d877147dbd9f4fb",
    "metadata": {},
    "name": "useRedeemInviteCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "863a3fb0da3102f76a58dbb801c0a87d";

export default node;
