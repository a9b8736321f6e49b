/**
 * @generated SignedSource<<346c0286114b87fe2aab83c242d149b1>>
 * @relayHash 1026625370d8db20e7bc5071939d0a9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7866097b86501fcc74c76f93951db71f19bff2d7541e8380ec217a32669c3b79

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveBoardInviteInput = {
  inviteId: string;
};
export type useRemoveBoardPeopleInviteMutation$variables = {
  input: RemoveBoardInviteInput;
};
export type useRemoveBoardPeopleInviteMutation$data = {
  readonly removeBoardInvite: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly removedInviteId: string | null | undefined;
  };
};
export type useRemoveBoardPeopleInviteMutation = {
  response: useRemoveBoardPeopleInviteMutation$data;
  variables: useRemoveBoardPeopleInviteMutation$variables;
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
    "concreteType": "RemoveBoardInvitePayload",
    "kind": "LinkedField",
    "name": "removeBoardInvite",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedInviteId",
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
    "name": "useRemoveBoardPeopleInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveBoardPeopleInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7866097b86501fcc74c76f93951db71f19bff2d7541e8380ec217a32669c3b79",
    "metadata": {},
    "name": "useRemoveBoardPeopleInviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "89a5f8f58630cd6ac4f9f366119f1a9b";

export default node;
