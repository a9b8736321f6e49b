/**
 * @generated SignedSource<<b26627d788ab6f4a5e9d10cdd224adb9>>
 * @relayHash d30268ccc14181b375563a5afdb6e2ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32ed05554bbda025a17261366c190541615098da842789f4a51d50159ea3f190

import type { ConcreteRequest } from 'relay-runtime';
export type ConversationThreadReadMutation$variables = {
  id: string;
};
export type ConversationThreadReadMutation$data = {
  readonly markConversationRead: {
    readonly conversation: {
      readonly id: string;
      readonly unreadCount: number;
    } | null | undefined;
  };
};
export type ConversationThreadReadMutation = {
  response: ConversationThreadReadMutation$data;
  variables: ConversationThreadReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "conversationId",
        "variableName": "id"
      }
    ],
    "concreteType": "ConversationPayload",
    "kind": "LinkedField",
    "name": "markConversationRead",
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
            "name": "unreadCount",
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
    "name": "ConversationThreadReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConversationThreadReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "32ed05554bbda025a17261366c190541615098da842789f4a51d50159ea3f190",
    "metadata": {},
    "name": "ConversationThreadReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b3560eff8d7279f4721239e973804016";

export default node;
