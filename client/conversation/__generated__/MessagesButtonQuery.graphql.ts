/**
 * @generated SignedSource<<8950e5f455e51c9bdd1106855e1c843a>>
 * @relayHash 75c0d57bd441568b75ed996fccfa5cc0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3dd8406c73be8018b5335fccf75a036e53fb07a8221982fdba357647c7b013f

import type { ConcreteRequest } from 'relay-runtime';
export type MessagesButtonQuery$variables = Record<PropertyKey, never>;
export type MessagesButtonQuery$data = {
  readonly viewer: {
    readonly inbox: {
      readonly contactRequests: number;
      readonly unreadConversations: number;
      readonly unreadNotifications: number;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadNotifications",
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
              (v1/*:: as any*/),
              (v2/*:: as any*/)
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
              (v2/*:: as any*/),
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
    "id": "d3dd8406c73be8018b5335fccf75a036e53fb07a8221982fdba357647c7b013f",
    "metadata": {},
    "name": "MessagesButtonQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "df8d18b88cfdeb6340cd20c3f69de811";

export default node;
