/**
 * @generated SignedSource<<cbb69e7f0aa9c764ccf3cb6268ae2320>>
 * @relayHash daacb28d886b15f271f05e4840fbeac1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94482d547dcac749c2b6868b8106833e7dde3b09ed83bef1b8a8020fad4ca57f

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteBoardInput = {
  boardId: string;
};
export type deleteBoardMutation$variables = {
  input: DeleteBoardInput;
};
export type deleteBoardMutation$data = {
  readonly deleteBoard: {
    readonly deletedBoardId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type deleteBoardMutation = {
  response: deleteBoardMutation$data;
  variables: deleteBoardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "DeleteBoardPayload",
    "kind": "LinkedField",
    "name": "deleteBoard",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedBoardId",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "deleteBoardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "deleteBoardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "94482d547dcac749c2b6868b8106833e7dde3b09ed83bef1b8a8020fad4ca57f",
    "metadata": {},
    "name": "deleteBoardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "085c68bd7c9a64746ea4264ae37db9f2";

export default node;
