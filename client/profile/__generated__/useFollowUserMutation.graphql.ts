/**
 * @generated SignedSource<<833cb17ba386510b232709d0056cc2b4>>
 * @relayHash febd16bf7cb05356a031749a31153029
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64680aec11e94670365e0cc4000ee643e7644888dd0d6b932c9b55a3eab65f6a

import type { ConcreteRequest } from 'relay-runtime';
export type useFollowUserMutation$variables = {
  userId: string;
};
export type useFollowUserMutation$data = {
  readonly followUser: {
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
export type useFollowUserMutation = {
  response: useFollowUserMutation$data;
  variables: useFollowUserMutation$variables;
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
    "name": "followUser",
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
    "name": "useFollowUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFollowUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "64680aec11e94670365e0cc4000ee643e7644888dd0d6b932c9b55a3eab65f6a",
    "metadata": {},
    "name": "useFollowUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f1103ed1e85c41b1cd87f2d34554e9f2";

export default node;
