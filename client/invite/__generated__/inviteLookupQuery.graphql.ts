/**
 * @generated SignedSource<<1bcb11e9c464bda03869828d7c8c1e62>>
 * @relayHash a9cfe54819580c5c5707d6f9a016620c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 406ac827c30d65d1da90ce23feae3a5c4434483ff243fc266d4abd0b0fa0a706

import type { ConcreteRequest } from 'relay-runtime';
export type inviteLookupQuery$variables = {
  inviteCode: string;
};
export type inviteLookupQuery$data = {
  readonly v3GetInviteCodeQuery: {
    readonly board: {
      readonly entityId: string;
      readonly name: string;
      readonly url: string;
    };
    readonly inviteChannel: number;
    readonly inviteCode: string;
    readonly sender: {
      readonly entityId: string;
      readonly firstName: string;
      readonly imageMediumUrl: string;
      readonly isDefaultImage: boolean;
      readonly shouldShowMessaging: boolean;
      readonly username: string;
    };
  } | null | undefined;
};
export type inviteLookupQuery = {
  response: inviteLookupQuery$data;
  variables: inviteLookupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "inviteCode"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "inviteCode",
        "variableName": "inviteCode"
      }
    ],
    "concreteType": "InviteCodeMetadata",
    "kind": "LinkedField",
    "name": "v3GetInviteCodeQuery",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inviteCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inviteChannel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "InviteSender",
        "kind": "LinkedField",
        "name": "sender",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageMediumUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDefaultImage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shouldShowMessaging",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "InviteCodeBoard",
        "kind": "LinkedField",
        "name": "board",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "url",
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
    "name": "inviteLookupQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "inviteLookupQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "406ac827c30d65d1da90ce23feae3a5c4434483ff243fc266d4abd0b0fa0a706",
    "metadata": {},
    "name": "inviteLookupQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "18522006b66494f29a6be0af240f9f36";

export default node;
