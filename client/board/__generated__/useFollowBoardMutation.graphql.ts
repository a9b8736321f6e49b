/**
 * @generated SignedSource<<834f40b6b78cf0fef2826010324a9758>>
 * @relayHash 71908aae7acf47696de6caade1bc7417
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4cc8f7916bf853d5c604c4d3cef6b9069928452868273d6b9ce5d5f84abe8084

import type { ConcreteRequest } from 'relay-runtime';
export type useFollowBoardMutation$variables = {
  boardId: string;
};
export type useFollowBoardMutation$data = {
  readonly followBoard: {
    readonly board: {
      readonly followedByMe: boolean;
      readonly followerCount: number;
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useFollowBoardMutation = {
  response: useFollowBoardMutation$data;
  variables: useFollowBoardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "boardId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "boardId",
        "variableName": "boardId"
      }
    ],
    "concreteType": "BoardPayload",
    "kind": "LinkedField",
    "name": "followBoard",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Board",
        "kind": "LinkedField",
        "name": "board",
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
            "name": "followedByMe",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "followerCount",
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
    "name": "useFollowBoardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFollowBoardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4cc8f7916bf853d5c604c4d3cef6b9069928452868273d6b9ce5d5f84abe8084",
    "metadata": {},
    "name": "useFollowBoardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a7205ba88e715d7b38e356b73f108822";

export default node;
