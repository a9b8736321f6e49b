/**
 * @generated SignedSource<<12ed14c50e2e5958d4f1b911bc28f6c9>>
 * @relayHash 6ceddde3c29a95a54914b7ccc462b792
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c34970a88bf307f551f6a0f4c1d298b5d5f5e7e6e2045e731244a6e632d4561

import type { ConcreteRequest } from 'relay-runtime';
export type NotificationsPageReadMutation$variables = Record<PropertyKey, never>;
export type NotificationsPageReadMutation$data = {
  readonly markNotificationsRead: {
    readonly unreadNotifications: number | null | undefined;
  };
};
export type NotificationsPageReadMutation = {
  response: NotificationsPageReadMutation$data;
  variables: NotificationsPageReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MarkNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadNotifications",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsPageReadMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationsPageReadMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4c34970a88bf307f551f6a0f4c1d298b5d5f5e7e6e2045e731244a6e632d4561",
    "metadata": {},
    "name": "NotificationsPageReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "845ab8a4a63a75ca6de653dde482a78b";

export default node;
