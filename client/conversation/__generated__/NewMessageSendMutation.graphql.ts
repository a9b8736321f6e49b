/**
 * @generated SignedSource<<86285020419fe619c1b440479f82b684>>
 * @relayHash bcc620c83d69df58ad7dcc5fad1ea42e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 672fc4b4a9257a6a632e12f339daa512436d049dcbd2a06c2c0b3e42c41cbc39

import type { ConcreteRequest } from 'relay-runtime';
export type NewMessageSendMutation$variables = {
  text: string;
  userIds: ReadonlyArray<string>;
};
export type NewMessageSendMutation$data = {
  readonly sendMessage: {
    readonly conversation: {
      readonly entityId: string;
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type NewMessageSendMutation = {
  response: NewMessageSendMutation$data;
  variables: NewMessageSendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userIds"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
      },
      {
        "kind": "Variable",
        "name": "userIds",
        "variableName": "userIds"
      }
    ],
    "concreteType": "SendMessagePayload",
    "kind": "LinkedField",
    "name": "sendMessage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Conversation",
        "kind": "LinkedField",
        "name": "conversation",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewMessageSendMutation",
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
    "name": "NewMessageSendMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "672fc4b4a9257a6a632e12f339daa512436d049dcbd2a06c2c0b3e42c41cbc39",
    "metadata": {},
    "name": "NewMessageSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "18afbd87cabeaa36031165e20ebaeaef";

export default node;
