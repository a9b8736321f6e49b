/**
 * @generated SignedSource<<51724c2f91b78ecaa281aefe339c4211>>
 * @relayHash 61bf962b8985596be363f7256ec353ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3df620f4edc8d414bae8be8d9420706acce302128c2dba107a6606ef23dfc2b6

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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "impressions",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "saves",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outboundClicks",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closeups",
  "storageKey": null
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
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
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
            "concreteType": "PinAnalyticsDay",
            "kind": "LinkedField",
            "name": "thirtyDayDailyStats",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "day",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
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
    "id": "3df620f4edc8d414bae8be8d9420706acce302128c2dba107a6606ef23dfc2b6",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "pin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Pin"
        },
        "pin.dominantColor": (v5/*:: as any*/),
        "pin.entityId": (v5/*:: as any*/),
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
        "pin.image.height": (v6/*:: as any*/),
        "pin.image.url": (v5/*:: as any*/),
        "pin.image.width": (v6/*:: as any*/),
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
        "pin.thirtyDayDailyStats": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "PinAnalyticsDay"
        },
        "pin.thirtyDayDailyStats.closeups": (v6/*:: as any*/),
        "pin.thirtyDayDailyStats.day": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Date"
        },
        "pin.thirtyDayDailyStats.impressions": (v6/*:: as any*/),
        "pin.thirtyDayDailyStats.outboundClicks": (v6/*:: as any*/),
        "pin.thirtyDayDailyStats.saves": (v6/*:: as any*/),
        "pin.thirtyDayRealtimeStats": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ThirtyDayRealtimeStats"
        },
        "pin.thirtyDayRealtimeStats.closeups": (v6/*:: as any*/),
        "pin.thirtyDayRealtimeStats.impressions": (v6/*:: as any*/),
        "pin.thirtyDayRealtimeStats.outboundClicks": (v6/*:: as any*/),
        "pin.thirtyDayRealtimeStats.periodEnd": (v5/*:: as any*/),
        "pin.thirtyDayRealtimeStats.periodStart": (v5/*:: as any*/),
        "pin.thirtyDayRealtimeStats.reactions": (v6/*:: as any*/),
        "pin.thirtyDayRealtimeStats.saves": (v6/*:: as any*/),
        "pin.title": (v5/*:: as any*/)
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
