/**
 * @generated SignedSource<<af1aa426fb59db6a7367fe6e9a6e5d05>>
 * @relayHash fb9b4bd4d8d01fd294465b37e3bc7ddf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e37cb8e50673cb6784e69660a608b540237661dcd51104c3f93b02bec13c6c9d

import type { ConcreteRequest } from 'relay-runtime';
export type BoardViewerRole = "COLLABORATOR" | "NONE" | "OWNER" | "%future added value";
export type AcceptBoardInviteInput = {
  inviteId: string;
};
export type useAnswerInviteAcceptMutation$variables = {
  input: AcceptBoardInviteInput;
};
export type useAnswerInviteAcceptMutation$data = {
  readonly acceptBoardInvite: {
    readonly acceptedInviteId: string | null | undefined;
    readonly board: {
      readonly id: string;
      readonly name: string;
      readonly url: string;
      readonly viewerRole: BoardViewerRole;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly boardInviteCount: number;
    };
  };
};
export type useAnswerInviteAcceptMutation = {
  response: useAnswerInviteAcceptMutation$data;
  variables: useAnswerInviteAcceptMutation$variables;
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
    "concreteType": "AcceptBoardInvitePayload",
    "kind": "LinkedField",
    "name": "acceptBoardInvite",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "acceptedInviteId",
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
            "name": "url",
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
            "name": "viewerRole",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "boardInviteCount",
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
    "name": "useAnswerInviteAcceptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnswerInviteAcceptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e37cb8e50673cb6784e69660a608b540237661dcd51104c3f93b02bec13c6c9d",
    "metadata": {},
    "name": "useAnswerInviteAcceptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dd2c7852360e29babbe91f32210ea1e1";

export default node;
