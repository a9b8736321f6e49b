/**
 * @generated SignedSource<<fe96d3f50751e68928d04ed02a4bfb45>>
 * @relayHash bcde0c272efa04209d139b40ee53ae30
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19544f7fe62048e7437cc768e48e9682d906f669e3976ec05c50960826010ea8

import type { ConcreteRequest } from 'relay-runtime';
export type useUnfollowBoardMutation$variables = {
  boardId: string;
};
export type useUnfollowBoardMutation$data = {
  readonly unfollowBoard: {
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
export type useUnfollowBoardMutation = {
  response: useUnfollowBoardMutation$data;
  variables: useUnfollowBoardMutation$variables;
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
    "name": "unfollowBoard",
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
    "name": "useUnfollowBoardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnfollowBoardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "19544f7fe62048e7437cc768e48e9682d906f669e3976ec05c50960826010ea8",
    "metadata": {},
    "name": "useUnfollowBoardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "25cab64352b6a132bd2749179efe3cbb";

export default node;
