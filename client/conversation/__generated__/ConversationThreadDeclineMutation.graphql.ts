/**
 * @generated SignedSource<<6114aa071a7c72aed9f9fa993ec4543b>>
 * @relayHash 2dd7be6c8cc7ea3038583e93b8976f0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9458abfd2899f9eff150f16ec7eeb92c31349b3651227a8af13b2b7df67f052d

import type { ConcreteRequest } from 'relay-runtime';
export type ConversationStatus = "ACCEPTED" | "DECLINED" | "PENDING" | "%future added value";
export type ConversationThreadDeclineMutation$variables = {
  id: string;
};
export type ConversationThreadDeclineMutation$data = {
  readonly declineContactRequest: {
    readonly conversation: {
      readonly id: string;
      readonly status: ConversationStatus;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type ConversationThreadDeclineMutation = {
  response: ConversationThreadDeclineMutation$data;
  variables: ConversationThreadDeclineMutation$variables;
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
    "name": "declineContactRequest",
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
    "name": "ConversationThreadDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConversationThreadDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9458abfd2899f9eff150f16ec7eeb92c31349b3651227a8af13b2b7df67f052d",
    "metadata": {},
    "name": "ConversationThreadDeclineMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3965237ec1a381b51ed7dbeddb873be4";

export default node;
