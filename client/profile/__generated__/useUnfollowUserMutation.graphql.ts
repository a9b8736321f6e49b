/**
 * @generated SignedSource<<b6364f23ffb61ec88b575cfb804ca627>>
 * @relayHash 33d30302456e063d41610fe880b94950
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45d79cea0df1ffe39bfcb0fe7493d603db1e0325d6f1c9c3fd06d217eda3a4e6

import type { ConcreteRequest } from 'relay-runtime';
export type useUnfollowUserMutation$variables = {
  userId: string;
};
export type useUnfollowUserMutation$data = {
  readonly unfollowUser: {
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
export type useUnfollowUserMutation = {
  response: useUnfollowUserMutation$data;
  variables: useUnfollowUserMutation$variables;
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
    "name": "unfollowUser",
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
    "name": "useUnfollowUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnfollowUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "45d79cea0df1ffe39bfcb0fe7493d603db1e0325d6f1c9c3fd06d217eda3a4e6",
    "metadata": {},
    "name": "useUnfollowUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bbacbe56b83ed6cb121932bd9ee509cb";

export default node;
