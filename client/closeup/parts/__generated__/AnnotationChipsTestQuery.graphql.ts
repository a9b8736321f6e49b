/**
 * @generated SignedSource<<2ba9f47bd2f6613af3e6c62a4239ca5d>>
 * @relayHash 55171b845e737e6be856eacc129f0a8e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e4c1276197634752efdcaff87496a2a04747b3b5eafec6049d87accc2fc924a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationChipsTestQuery$variables = Record<PropertyKey, never>;
export type AnnotationChipsTestQuery$data = {
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"AnnotationChips_pin">;
  } | null | undefined;
};
export type AnnotationChipsTestQuery = {
  response: AnnotationChipsTestQuery$data;
  variables: AnnotationChipsTestQuery$variables;
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
  "plural": true,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnnotationChipsTestQuery",
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
            "name": "AnnotationChips_pin"
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
    "name": "AnnotationChipsTestQuery",
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
            "concreteType": "PinJoin",
            "kind": "LinkedField",
            "name": "pinJoin",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "visualAnnotation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shoppingKlpUrls",
                "storageKey": null
              }
            ],
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
    "id": "0e4c1276197634752efdcaff87496a2a04747b3b5eafec6049d87accc2fc924a",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "pin.pinJoin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PinJoin"
        },
        "pin.pinJoin.shoppingKlpUrls": (v1/*:: as any*/),
        "pin.pinJoin.visualAnnotation": (v1/*:: as any*/)
      }
    },
    "name": "AnnotationChipsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6dc68506fe0c6e8b9163e8beab26d5af";

export default node;
