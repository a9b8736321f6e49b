/**
 * @generated SignedSource<<4c7ef9b8653a942dd86492cfdd478a63>>
 * @relayHash ac334456a261c499fc6a4af652506494
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8bed99ea31ea2798ba4ffa8ea47edc71b93303129d48d58aa83067719faf35ec

import type { ConcreteRequest } from 'relay-runtime';
export type ArchiveBoardInput = {
  archived: boolean;
  boardId: string;
};
export type useArchiveBoardMutation$variables = {
  input: ArchiveBoardInput;
};
export type useArchiveBoardMutation$data = {
  readonly archiveBoard: {
    readonly board: {
      readonly archived: boolean;
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useArchiveBoardMutation = {
  response: useArchiveBoardMutation$data;
  variables: useArchiveBoardMutation$variables;
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
    "name": "archiveBoard",
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
            "name": "archived",
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
    "name": "useArchiveBoardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useArchiveBoardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8bed99ea31ea2798ba4ffa8ea47edc71b93303129d48d58aa83067719faf35ec",
    "metadata": {},
    "name": "useArchiveBoardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "12de535a328d17e91b2a82886923af70";

export default node;
