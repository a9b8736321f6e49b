/**
 * @generated SignedSource<<cd48247627b3f43ee66ab1810202ee2a>>
 * @relayHash 92e2e08a07d1a20df08cd3aff882c835
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77f58a262b8f47bfbc4619ac01a380a528f7b11a6dd150392f5191795f30798f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnalyticsPageTestQuery$variables = Record<PropertyKey, never>;
export type AnalyticsPageTestQuery$data = {
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"AnalyticsPage_pin">;
  } | null | undefined;
};
export type AnalyticsPageTestQuery = {
  response: AnalyticsPageTestQuery$data;
  variables: AnalyticsPageTestQuery$variables;
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
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnalyticsPageTestQuery",
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
            "name": "AnalyticsPage_pin"
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
    "name": "AnalyticsPageTestQuery",
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
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seoTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSensitive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dominantColor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "size",
                "value": "W236"
              }
            ],
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "width",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "height",
                "storageKey": null
              }
            ],
            "storageKey": "image(size:\"W236\")"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ThirtyDayRealtimeStats",
            "kind": "LinkedField",
            "name": "thirtyDayRealtimeStats",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "saves",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reactions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "periodStart",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "periodEnd",
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
    "id": "77f58a262b8f47bfbc4619ac01a380a528f7b11a6dd150392f5191795f30798f",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.dominantColor": (v1/*:: as any*/),
        "pin.entityId": (v1/*:: as any*/),
        "pin.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "pin.image": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Image"
        },
        "pin.image.height": (v2/*:: as any*/),
        "pin.image.url": (v1/*:: as any*/),
        "pin.image.width": (v2/*:: as any*/),
        "pin.isSensitive": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "pin.seoTitle": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "pin.thirtyDayRealtimeStats": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ThirtyDayRealtimeStats"
        },
        "pin.thirtyDayRealtimeStats.periodEnd": (v1/*:: as any*/),
        "pin.thirtyDayRealtimeStats.periodStart": (v1/*:: as any*/),
        "pin.thirtyDayRealtimeStats.reactions": (v2/*:: as any*/),
        "pin.thirtyDayRealtimeStats.saves": (v2/*:: as any*/),
        "pin.title": (v1/*:: as any*/)
      }
    },
    "name": "AnalyticsPageTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c1e0564a89665a4bae23da3b0f08300f";

export default node;
