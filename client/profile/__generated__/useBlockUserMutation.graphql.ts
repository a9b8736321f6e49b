/**
 * @generated SignedSource<<81232a51233fafbc6fcd5f1b37aeac48>>
 * @relayHash 775acbd2434ec83dc6f38c2d48416f67
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f46877744bbf72071b537354645379565042a4e407366efd9f4f6cb1735fbfc8

import type { ConcreteRequest } from 'relay-runtime';
export type useBlockUserMutation$variables = {
  userId: string;
};
export type useBlockUserMutation$data = {
  readonly blockUser: {
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
export type useBlockUserMutation = {
  response: useBlockUserMutation$data;
  variables: useBlockUserMutation$variables;
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
        "kind": "Literal",
        "name": "blockSource",
        "value": "profile"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "UserPayload",
    "kind": "LinkedField",
    "name": "blockUser",
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
    "name": "useBlockUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBlockUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f46877744bbf72071b537354645379565042a4e407366efd9f4f6cb1735fbfc8",
    "metadata": {},
    "name": "useBlockUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "54f7246593ea46424eee60437af1ada4";

export default node;
