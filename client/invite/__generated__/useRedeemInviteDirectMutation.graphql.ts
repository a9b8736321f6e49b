/**
 * @generated SignedSource<<8f9381c14faf73f1f329f54b94181e43>>
 * @relayHash 949ec814e35059c47894c90fd437132a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f8ebb4dcd0aff05f5eb0812bcd79fedb36571140732c248590828b3e2d41f1c

import type { ConcreteRequest } from 'relay-runtime';
export type AcceptBoardInviteInput = {
  inviteId: string;
};
export type useRedeemInviteDirectMutation$variables = {
  input: AcceptBoardInviteInput;
};
export type useRedeemInviteDirectMutation$data = {
  readonly acceptBoardInvite: {
    readonly acceptedInviteId: string | null | undefined;
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
export type useRedeemInviteDirectMutation = {
  response: useRedeemInviteDirectMutation$data;
  variables: useRedeemInviteDirectMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "acceptedInviteId",
  "storageKey": null
},
v3 = {
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
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRedeemInviteDirectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AcceptBoardInvitePayload",
        "kind": "LinkedField",
        "name": "acceptBoardInvite",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRedeemInviteDirectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AcceptBoardInvitePayload",
        "kind": "LinkedField",
        "name": "acceptBoardInvite",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "acceptedInviteId"
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3f8ebb4dcd0aff05f5eb0812bcd79fedb36571140732c248590828b3e2d41f1c",
    "metadata": {},
    "name": "useRedeemInviteDirectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bc51ee1aad27d9241fc7e714d9ef5213";

export default node;
