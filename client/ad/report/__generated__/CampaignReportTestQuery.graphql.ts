/**
 * @generated SignedSource<<d1b759ac866798d8b493c4c86ab4183d>>
 * @relayHash 0937e9a67df497d6e2c6478f494dd5bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e14083240146fa3c22692a2a912bd15d92b8b4c0aab55e1653b9a0c84d68c3e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CampaignReportTestQuery$variables = Record<PropertyKey, never>;
export type CampaignReportTestQuery$data = {
  readonly node: {
    readonly account: {
      readonly " $fragmentSpreads": FragmentRefs<"CampaignReport_adAccount">;
    } | null | undefined;
  } | null | undefined;
};
export type CampaignReportTestQuery = {
  response: CampaignReportTestQuery$data;
  variables: CampaignReportTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "account"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "spendMicros",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "impressions",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clicks",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ctr",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cpmMicros",
  "storageKey": null
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Micros"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Date"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CampaignReportTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CampaignReport_adAccount"
                }
              ],
              "type": "AdAccount",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "account"
          }
        ],
        "storageKey": "node(id:\"account\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CampaignReportTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "entityId",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AdReport",
                "kind": "LinkedField",
                "name": "report",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currency",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdReportTotals",
                    "kind": "LinkedField",
                    "name": "totals",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "campaignCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CampaignReport",
                    "kind": "LinkedField",
                    "name": "campaigns",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "campaignEntityId",
                        "storageKey": null
                      },
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reportCsvUrl",
                "storageKey": null
              }
            ],
            "type": "AdAccount",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"account\")"
      }
    ]
  },
  "params": {
    "id": "1e14083240146fa3c22692a2a912bd15d92b8b4c0aab55e1653b9a0c84d68c3e",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v7/*:: as any*/),
        "node.entityId": (v7/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.name": (v7/*:: as any*/),
        "node.report": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AdReport"
        },
        "node.report.campaignCount": (v8/*:: as any*/),
        "node.report.campaigns": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CampaignReport"
        },
        "node.report.campaigns.campaignEntityId": (v7/*:: as any*/),
        "node.report.campaigns.clicks": (v8/*:: as any*/),
        "node.report.campaigns.cpmMicros": (v9/*:: as any*/),
        "node.report.campaigns.ctr": (v10/*:: as any*/),
        "node.report.campaigns.impressions": (v8/*:: as any*/),
        "node.report.campaigns.name": (v7/*:: as any*/),
        "node.report.campaigns.spendMicros": (v9/*:: as any*/),
        "node.report.campaigns.status": {
          "enumValues": [
            "ACTIVE",
            "ARCHIVED",
            "PAUSED"
          ],
          "nullable": false,
          "plural": false,
          "type": "AdStatus"
        },
        "node.report.currency": (v7/*:: as any*/),
        "node.report.endDate": (v11/*:: as any*/),
        "node.report.startDate": (v11/*:: as any*/),
        "node.report.totals": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AdReportTotals"
        },
        "node.report.totals.clicks": (v8/*:: as any*/),
        "node.report.totals.cpmMicros": (v9/*:: as any*/),
        "node.report.totals.ctr": (v10/*:: as any*/),
        "node.report.totals.impressions": (v8/*:: as any*/),
        "node.report.totals.spendMicros": (v9/*:: as any*/),
        "node.reportCsvUrl": (v7/*:: as any*/)
      }
    },
    "name": "CampaignReportTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0da6d4474b29363631e9ba19409c4636";

export default node;
