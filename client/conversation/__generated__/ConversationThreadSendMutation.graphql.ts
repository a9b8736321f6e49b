/**
 * @generated SignedSource<<3439f99674b793141cafb33c60099e37>>
 * @relayHash cb8ac9561b20c9e4c4661836f6f8ab22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff57622404ffd4529d9128b40ffa4f7054a253b43c0d4336905e6af8793a7063

import type { ConcreteRequest } from 'relay-runtime';
export type ConversationThreadSendMutation$variables = {
  conversationId: string;
  text: string;
};
export type ConversationThreadSendMutation$data = {
  readonly sendMessage: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message: {
      readonly id: string;
    } | null | undefined;
  };
};
export type ConversationThreadSendMutation = {
  response: ConversationThreadSendMutation$data;
  variables: ConversationThreadSendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "conversationId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "text"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "conversationId",
        "variableName": "conversationId"
      },
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
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
        "concreteType": "ConversationMessage",
        "kind": "LinkedField",
        "name": "message",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "ConversationThreadSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConversationThreadSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ff57622404ffd4529d9128b40ffa4f7054a253b43c0d4336905e6af8793a7063",
    "metadata": {},
    "name": "ConversationThreadSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "926552190e19cb5970f79e11b3e2e393";

export default node;
