/**
 * @generated SignedSource<<06f7557d11d992404b2f0f6af71ccf7b>>
 * @relayHash 268c72ed6674d7023349e7a7806881ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a18298223e93b0f5f74d1b83bcd73ac988e4d874bc65d1be1232aa7cea9c488

import type { ConcreteRequest } from 'relay-runtime';
export type useUnblockUserMutation$variables = {
  userId: string;
};
export type useUnblockUserMutation$data = {
  readonly unblockUser: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly user: {
      readonly blockedByMe: boolean;
      readonly explicitlyFollowedByMe: boolean;
      readonly followerCount: number;
      readonly id: string;
    } | null | undefined;
  };
};
export type useUnblockUserMutation = {
  response: useUnblockUserMutation$data;
  variables: useUnblockUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "UserPayload",
    "kind": "LinkedField",
    "name": "unblockUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "explicitlyFollowedByMe",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "followerCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "blockedByMe",
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
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
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
    "name": "useUnblockUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnblockUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5a18298223e93b0f5f74d1b83bcd73ac988e4d874bc65d1be1232aa7cea9c488",
    "metadata": {},
    "name": "useUnblockUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c312c47d81d9a12ff115993eecf96e3c";

export default node;
