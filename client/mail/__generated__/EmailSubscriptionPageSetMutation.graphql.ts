/**
 * @generated SignedSource<<48b8f67eac6deac893362687bf79dceb>>
 * @relayHash d62610740e50875caf4af94c7c26b01c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d32d604aaade7858f6c629f2f53ce0851baa2626b59f7eb77cd49fb29a0d30bc

import type { ConcreteRequest } from 'relay-runtime';
export type EmailSubscriptionPageSetMutation$variables = {
  category: string;
  subscribed: boolean;
};
export type EmailSubscriptionPageSetMutation$data = {
  readonly setEmailSubscription: {
    readonly emailSubscriptions: ReadonlyArray<{
      readonly id: string;
      readonly subscribed: boolean;
    }> | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type EmailSubscriptionPageSetMutation = {
  response: EmailSubscriptionPageSetMutation$data;
  variables: EmailSubscriptionPageSetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "category"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "subscribed"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "category",
        "variableName": "category"
      },
      {
        "kind": "Variable",
        "name": "subscribed",
        "variableName": "subscribed"
      }
    ],
    "concreteType": "SetEmailSubscriptionPayload",
    "kind": "LinkedField",
    "name": "setEmailSubscription",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailSubscription",
        "kind": "LinkedField",
        "name": "emailSubscriptions",
        "plural": true,
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
            "name": "subscribed",
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
    "name": "EmailSubscriptionPageSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmailSubscriptionPageSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d32d604aaade7858f6c629f2f53ce0851baa2626b59f7eb77cd49fb29a0d30bc",
    "metadata": {},
    "name": "EmailSubscriptionPageSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4cb0e36e79f12b504804fc2f3977c0d9";

export default node;
