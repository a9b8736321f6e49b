/**
 * @generated SignedSource<<8a598e28f602c062ef9f050e5ffa7daf>>
 * @relayHash c4e90ca3e6653c01f11a1e2993173fe0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7aa5035e2b6bbe04b76ac07f8000003a866a796586e625991b0dad79db00c12

import type { ConcreteRequest } from 'relay-runtime';
export type MessagesButtonQuery$variables = Record<PropertyKey, never>;
export type MessagesButtonQuery$data = {
  readonly viewer: {
    readonly inbox: {
      readonly contactRequests: number;
      readonly unreadConversations: number;
    } | null | undefined;
  } | null | undefined;
};
export type MessagesButtonQuery = {
  response: MessagesButtonQuery$data;
  variables: MessagesButtonQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadConversations",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactRequests",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MessagesButtonQuery",
    "selections": [
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
            "concreteType": "Inbox",
            "kind": "LinkedField",
            "name": "inbox",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MessagesButtonQuery",
    "selections": [
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
            "concreteType": "Inbox",
            "kind": "LinkedField",
            "name": "inbox",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c7aa5035e2b6bbe04b76ac07f8000003a866a796586e625991b0dad79db00c12",
    "metadata": {},
    "name": "MessagesButtonQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3830b1e3861546efb75cf007beb6ea1d";

export default node;
