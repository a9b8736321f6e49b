/**
 * @generated SignedSource<<8d520b16fb94ae6aee8ac84e99516935>>
 * @relayHash 7abfa562a719652b2b21a7ac11feefd4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9dab9afda9791027051a4e83d9ce4be83a8a6d1fbb6c26af81143b0aa79b00d5

import type { ConcreteRequest } from 'relay-runtime';
export type BoardLayout = "custom" | "default" | "quick_saves" | "%future added value";
export type BoardPrivacy = "protected" | "public" | "secret" | "%future added value";
export type UpdateBoardInput = {
  boardId: string;
  collaboratorsCanInvite?: boolean | null | undefined;
  coverPinId?: string | null | undefined;
  description?: string | null | undefined;
  layout?: BoardLayout | null | undefined;
  name?: string | null | undefined;
  privacy?: BoardPrivacy | null | undefined;
  topicId?: string | null | undefined;
};
export type useUpdateBoardMutation$variables = {
  input: UpdateBoardInput;
};
export type useUpdateBoardMutation$data = {
  readonly updateBoard: {
    readonly board: {
      readonly description: string;
      readonly entityId: string;
      readonly id: string;
      readonly name: string;
      readonly privacy: BoardPrivacy;
      readonly url: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useUpdateBoardMutation = {
  response: useUpdateBoardMutation$data;
  variables: useUpdateBoardMutation$variables;
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
    "name": "updateBoard",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "privacy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "entityId",
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
    "name": "useUpdateBoardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateBoardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9dab9afda9791027051a4e83d9ce4be83a8a6d1fbb6c26af81143b0aa79b00d5",
    "metadata": {},
    "name": "useUpdateBoardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a051f4519746264b44ade2171207816a";

export default node;
