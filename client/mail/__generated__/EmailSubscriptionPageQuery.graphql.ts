/**
 * @generated SignedSource<<a149919761ac242acd7fbf073ed516ee>>
 * @relayHash dcb38be33d37223a0788083f518f8610
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1dacec6902f683026a4aeecba94434d2649f4efb1d6cb054c39aa843626481d

import type { ConcreteRequest } from 'relay-runtime';
export type EmailSubscriptionPageQuery$variables = Record<PropertyKey, never>;
export type EmailSubscriptionPageQuery$data = {
  readonly viewer: {
    readonly emailSubscriptions: ReadonlyArray<{
      readonly category: string;
      readonly description: string;
      readonly id: string;
      readonly label: string;
      readonly optional: boolean;
      readonly subscribed: boolean;
    }> | null | undefined;
    readonly isAuthenticated: boolean;
  } | null | undefined;
};
export type EmailSubscriptionPageQuery = {
  response: EmailSubscriptionPageQuery$data;
  variables: EmailSubscriptionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "isAuthenticated",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "EmailSubscription",
        "kind": "LinkedField",
        "name": "emailSubscriptions",
        "plural": true,
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
            "name": "category",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
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
            "name": "optional",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subscribed",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailSubscriptionPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EmailSubscriptionPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a1dacec6902f683026a4aeecba94434d2649f4efb1d6cb054c39aa843626481d",
    "metadata": {},
    "name": "EmailSubscriptionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e9c9995ba4d6bb24b2f56f07aa0af43f";

export default node;
