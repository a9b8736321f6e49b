/**
 * @generated SignedSource<<749efa6fae570afa91e65ad7bec877a8>>
 * @relayHash e924465f8698be917484434b99fd38f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 01ea8ee56407dafc0401d2a138a01bd14a218c40b1d349fa3d7c459e1eb4f9a8

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveBoardCollaboratorInput = {
  boardId: string;
  userId: string;
};
export type useRemoveBoardPeopleCollaboratorMutation$variables = {
  input: RemoveBoardCollaboratorInput;
};
export type useRemoveBoardPeopleCollaboratorMutation$data = {
  readonly removeBoardCollaborator: {
    readonly board: {
      readonly collaboratorCount: number;
      readonly id: string;
      readonly isCollaborative: boolean;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly removedUserId: string | null | undefined;
  };
};
export type useRemoveBoardPeopleCollaboratorMutation = {
  response: useRemoveBoardPeopleCollaboratorMutation$data;
  variables: useRemoveBoardPeopleCollaboratorMutation$variables;
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
    "concreteType": "RemoveBoardCollaboratorPayload",
    "kind": "LinkedField",
    "name": "removeBoardCollaborator",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedUserId",
        "storageKey": null
      },
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
            "name": "collaboratorCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isCollaborative",
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
    "name": "useRemoveBoardPeopleCollaboratorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveBoardPeopleCollaboratorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "01ea8ee56407dafc0401d2a138a01bd14a218c40b1d349fa3d7c459e1eb4f9a8",
    "metadata": {},
    "name": "useRemoveBoardPeopleCollaboratorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aea8c990cf282dc4cac90832e32eaa80";

export default node;
