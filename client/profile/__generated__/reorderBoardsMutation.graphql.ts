/**
 * @generated SignedSource<<3a5d71943727368f69d5182e1f7e436a>>
 * @relayHash b0cbd053fbf523823ac16ead4ac00753
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8ad9fc2af5deedd4dd5494183779e4fe8e0aee3d9a1ea2fbd2971cc006a8fb2

import type { ConcreteRequest } from 'relay-runtime';
export type ReorderBoardsInput = {
  afterBoardId?: string | null | undefined;
  boardId: string;
};
export type reorderBoardsMutation$variables = {
  input: ReorderBoardsInput;
};
export type reorderBoardsMutation$data = {
  readonly reorderBoards: {
    readonly board: {
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
  };
};
export type reorderBoardsMutation = {
  response: reorderBoardsMutation$data;
  variables: reorderBoardsMutation$variables;
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
    "concreteType": "BoardWritePayload",
    "kind": "LinkedField",
    "name": "reorderBoards",
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
            "name": "code",
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
    "name": "reorderBoardsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reorderBoardsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c8ad9fc2af5deedd4dd5494183779e4fe8e0aee3d9a1ea2fbd2971cc006a8fb2",
    "metadata": {},
    "name": "reorderBoardsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ccc3bff4137e95a697bd5e2b516db465";

export default node;
