/**
 * @generated SignedSource<<f7ca817cc1ec67b3471d4c88e5b5a5a9>>
 * @relayHash 1d00dfea0f9d18a7fd614bc571fd40cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90c10219a11c7c688ea69d4e0642cd4de14292c0c8cd144976b3a0f2c4dae134

import type { ConcreteRequest } from 'relay-runtime';
export type SendToPeopleMutation$variables = {
  pinId?: string | null | undefined;
  text?: string | null | undefined;
  userIds?: ReadonlyArray<string> | null | undefined;
};
export type SendToPeopleMutation$data = {
  readonly sendMessage: {
    readonly conversation: {
      readonly entityId: string;
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly message: {
      readonly id: string;
    } | null | undefined;
  };
};
export type SendToPeopleMutation = {
  response: SendToPeopleMutation$data;
  variables: SendToPeopleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pinId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userIds"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "pinId",
        "variableName": "pinId"
      },
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
          (v3/*:: as any*/),
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
        "concreteType": "ConversationMessage",
        "kind": "LinkedField",
        "name": "message",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
            "name": "field",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SendToPeopleMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SendToPeopleMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "90c10219a11c7c688ea69d4e0642cd4de14292c0c8cd144976b3a0f2c4dae134",
    "metadata": {},
    "name": "SendToPeopleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cea0503b5d64a187efbcb79afcb37f4d";

export default node;
