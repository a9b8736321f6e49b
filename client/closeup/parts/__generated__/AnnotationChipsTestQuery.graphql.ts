/**
 * @generated SignedSource<<56ab961ee0eac2e4e6382397585b0092>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    "cacheID": "55171b845e737e6be856eacc129f0a8e",
    "id": null,
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
    "text": "query AnnotationChipsTestQuery {\n  pin(id: \"test\") {\n    ...AnnotationChips_pin\n    id\n  }\n}\n\nfragment AnnotationChips_pin on Pin {\n  pinJoin {\n    visualAnnotation\n    shoppingKlpUrls\n  }\n}\n"
  }
};
})();

(node as any).hash = "6dc68506fe0c6e8b9163e8beab26d5af";

export default node;
