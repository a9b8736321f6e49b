/**
 * @generated SignedSource<<5ed9206b46e2ec6dc624fbff254da271>>
 * @relayHash 3e6af93ecd450cee8f20dcc7da77d876
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ade7ac7430f343318a1143bbe50ffaad9dadb57a6585f3bbb4ef84cb0388be73

import type { ConcreteRequest } from 'relay-runtime';
export type LeaveBoardInput = {
  boardId: string;
};
export type useLeaveBoardMutation$variables = {
  input: LeaveBoardInput;
};
export type useLeaveBoardMutation$data = {
  readonly leaveBoard: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly leftBoardId: string | null | undefined;
  };
};
export type useLeaveBoardMutation = {
  response: useLeaveBoardMutation$data;
  variables: useLeaveBoardMutation$variables;
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
    "concreteType": "LeaveBoardPayload",
    "kind": "LinkedField",
    "name": "leaveBoard",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "leftBoardId",
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
    "name": "useLeaveBoardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLeaveBoardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ade7ac7430f343318a1143bbe50ffaad9dadb57a6585f3bbb4ef84cb0388be73",
    "metadata": {},
    "name": "useLeaveBoardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c6a9f81c1438a82b14b8e898c64e3645";

export default node;
