/**
 * @generated SignedSource<<19c0f329b1b52dae463a0277ca7f70c4>>
 * @relayHash 24dcfc59965c5470b7deabaed5ec9ffc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9783e10d448bf8fd30d313236b2ba366e2c800b4a0edec71e5c109a127648e5a

import type { ConcreteRequest } from 'relay-runtime';
export type InboxEventKind = "CONVERSATION" | "MESSAGE" | "NOTIFICATION" | "%future added value";
export type useInboxEventsSubscription$variables = {
  after?: string | null | undefined;
};
export type useInboxEventsSubscription$data = {
  readonly inboxEvents: {
    readonly conversation: {
      readonly entityId: string;
    } | null | undefined;
    readonly cursor: string;
    readonly kind: InboxEventKind;
  };
};
export type useInboxEventsSubscription = {
  response: useInboxEventsSubscription$data;
  variables: useInboxEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useInboxEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InboxEvent",
        "kind": "LinkedField",
        "name": "inboxEvents",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Conversation",
            "kind": "LinkedField",
            "name": "conversation",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInboxEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InboxEvent",
        "kind": "LinkedField",
        "name": "inboxEvents",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Conversation",
            "kind": "LinkedField",
            "name": "conversation",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
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
    "id": "9783e10d448bf8fd30d313236b2ba366e2c800b4a0edec71e5c109a127648e5a",
    "metadata": {},
    "name": "useInboxEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "361e3c949c656869d88094c5af7e6e09";

export default node;
