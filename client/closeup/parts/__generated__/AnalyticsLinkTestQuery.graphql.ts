/**
 * @generated SignedSource<<ba1e4be1dcaad25c329c46485849b9ba>>
 * @relayHash b7d83bdb351365f41374fc4e1692e02d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb91914a9fb7c85268f07b1613ffc4209183db6770ee3466861b4838d9134022

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnalyticsLinkTestQuery$variables = Record<PropertyKey, never>;
export type AnalyticsLinkTestQuery$data = {
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"AnalyticsLink_pin">;
  } | null | undefined;
};
export type AnalyticsLinkTestQuery = {
  response: AnalyticsLinkTestQuery$data;
  variables: AnalyticsLinkTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "test"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnalyticsLinkTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Pin",
        "kind": "LinkedField",
        "name": "pin",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AnalyticsLink_pin"
          }
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AnalyticsLinkTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Pin",
        "kind": "LinkedField",
        "name": "pin",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isRepin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasThirtyDayRealtimeStats",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "pinner",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
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
                "name": "privacy",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ]
  },
  "params": {
    "id": "eb91914a9fb7c85268f07b1613ffc4209183db6770ee3466861b4838d9134022",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.board": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Board"
        },
        "pin.board.id": (v3/*:: as any*/),
        "pin.board.privacy": {
          "enumValues": [
            "protected",
            "public",
            "secret"
          ],
          "nullable": false,
          "plural": false,
          "type": "BoardPrivacy"
        },
        "pin.entityId": (v4/*:: as any*/),
        "pin.hasThirtyDayRealtimeStats": (v5/*:: as any*/),
        "pin.id": (v3/*:: as any*/),
        "pin.isRepin": (v5/*:: as any*/),
        "pin.pinner": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "pin.pinner.entityId": (v4/*:: as any*/),
        "pin.pinner.id": (v3/*:: as any*/)
      }
    },
    "name": "AnalyticsLinkTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0983d5b065546c0bd75192895192dad6";

export default node;
