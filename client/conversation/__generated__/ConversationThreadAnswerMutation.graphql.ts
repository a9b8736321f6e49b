/**
 * @generated SignedSource<<799a4c4e3630e63977176a05ac7ff998>>
 * @relayHash a408f1b385c07231cd286920cde76692
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4e98fa32b7f5e9166b55abc0b404543b42aae53290a2f1939dc230d7e9530d7

import type { ConcreteRequest } from 'relay-runtime';
export type ConversationStatus = "ACCEPTED" | "DECLINED" | "PENDING" | "%future added value";
export type ConversationThreadAnswerMutation$variables = {
  id: string;
};
export type ConversationThreadAnswerMutation$data = {
  readonly acceptContactRequest: {
    readonly conversation: {
      readonly id: string;
      readonly status: ConversationStatus;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type ConversationThreadAnswerMutation = {
  response: ConversationThreadAnswerMutation$data;
  variables: ConversationThreadAnswerMutation$variables;
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
    "name": "acceptContactRequest",
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
            "name": "status",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConversationThreadAnswerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConversationThreadAnswerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c4e98fa32b7f5e9166b55abc0b404543b42aae53290a2f1939dc230d7e9530d7",
    "metadata": {},
    "name": "ConversationThreadAnswerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2f3043f4b0c399af2d4e426ece17037f";

export default node;
