/**
 * @generated SignedSource<<638b05746ab9ddd36090dec201624b2e>>
 * @relayHash deb40ae2ee5e9c1ee2a161945e034538
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID efadf2079a4bb8d2b3c5b7efce61cce84d213addcdb05e4dfce3b0b1bbcb21b6

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
export type useCollaboratorsCanInviteMutation$variables = {
  input: UpdateBoardInput;
};
export type useCollaboratorsCanInviteMutation$data = {
  readonly updateBoard: {
    readonly board: {
      readonly collaboratorsCanInvite: boolean;
      readonly id: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
  };
};
export type useCollaboratorsCanInviteMutation = {
  response: useCollaboratorsCanInviteMutation$data;
  variables: useCollaboratorsCanInviteMutation$variables;
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
            "name": "collaboratorsCanInvite",
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
    "name": "useCollaboratorsCanInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCollaboratorsCanInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "efadf2079a4bb8d2b3c5b7efce61cce84d213addcdb05e4dfce3b0b1bbcb21b6",
    "metadata": {},
    "name": "useCollaboratorsCanInviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4d20780e05cfca27896f9155c06504f0";

export default node;
