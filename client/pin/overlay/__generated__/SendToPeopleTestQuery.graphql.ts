/**
 * @generated SignedSource<<7dd8c5e350f78cbcb72bcd3f401a801e>>
 * @relayHash 08b18a9b27b1ad0d5aff323a4cdc15e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78e9f19895ad0873d1d4c0507d6b91443871506a2ff44d56cd68ee53d9fafbd8

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SendToPeopleTestQuery$variables = Record<PropertyKey, never>;
export type SendToPeopleTestQuery$data = {
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"ShareButton_pin">;
  } | null | undefined;
};
export type SendToPeopleTestQuery = {
  response: SendToPeopleTestQuery$data;
  variables: SendToPeopleTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SendToPeopleTestQuery",
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
            "name": "ShareButton_pin"
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
    "name": "SendToPeopleTestQuery",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "entityId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seoUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "pin(id:\"test\")"
      }
    ]
  },
  "params": {
    "id": "78e9f19895ad0873d1d4c0507d6b91443871506a2ff44d56cd68ee53d9fafbd8",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.entityId": (v1/*:: as any*/),
        "pin.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "pin.seoUrl": (v1/*:: as any*/),
        "pin.title": (v1/*:: as any*/)
      }
    },
    "name": "SendToPeopleTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "596d01b9f214b4b5e7289c727209f46b";

export default node;
