/**
 * @generated SignedSource<<26a8b1a4f0952d8f9f616baee0ece2fa>>
 * @relayHash c4088145240da7138ab1a1cc1f178b4d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7204aa115be2c7b25b77f53f5e1176df21dc1a516e371e5b020f4efd49a60ecd

import type { ConcreteRequest } from 'relay-runtime';
export type useFollowTopicMutation$variables = {
  follow: boolean;
  interestId: string;
};
export type useFollowTopicMutation$data = {
  readonly followInterest: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly followerCount: number | null | undefined;
    readonly following: boolean;
  };
};
export type useFollowTopicMutation = {
  response: useFollowTopicMutation$data;
  variables: useFollowTopicMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "follow"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "interestId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "follow",
        "variableName": "follow"
      },
      {
        "kind": "Variable",
        "name": "interestId",
        "variableName": "interestId"
      }
    ],
    "concreteType": "FollowInterestPayload",
    "kind": "LinkedField",
    "name": "followInterest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "following",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useFollowTopicMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useFollowTopicMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7204aa115be2c7b25b77f53f5e1176df21dc1a516e371e5b020f4efd49a60ecd",
    "metadata": {},
    "name": "useFollowTopicMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "972e0b871c92a7d031abdbdd6d50d529";

export default node;
