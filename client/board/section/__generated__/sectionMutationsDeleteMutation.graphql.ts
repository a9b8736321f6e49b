/**
 * @generated SignedSource<<733ef9e256b16c8815117829ce217d46>>
 * @relayHash d8502a2bd7eedb6a3825b56e8e4dc9b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a4b300fb5008576e5c4d5718598e39179518101ecd2eba3037614bd7813e993

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteSectionPins = "DELETE" | "KEEP" | "%future added value";
export type DeleteBoardSectionInput = {
  pins?: DeleteSectionPins | null | undefined;
  sectionId: string;
};
export type sectionMutationsDeleteMutation$variables = {
  input: DeleteBoardSectionInput;
};
export type sectionMutationsDeleteMutation$data = {
  readonly deleteBoardSection: {
    readonly board: {
      readonly id: string;
      readonly pinCount: number;
      readonly sectionCount: number;
    } | null | undefined;
    readonly deletedSectionId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type sectionMutationsDeleteMutation = {
  response: sectionMutationsDeleteMutation$data;
  variables: sectionMutationsDeleteMutation$variables;
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
    "concreteType": "DeleteBoardSectionPayload",
    "kind": "LinkedField",
    "name": "deleteBoardSection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedSectionId",
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
            "name": "pinCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sectionCount",
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
    "name": "sectionMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "sectionMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5a4b300fb5008576e5c4d5718598e39179518101ecd2eba3037614bd7813e993",
    "metadata": {},
    "name": "sectionMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "35c3c5371b89739c521741df91103ca7";

export default node;
