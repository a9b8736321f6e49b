/**
 * @generated SignedSource<<3829e9e5935dd35532e9a03903a75e7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AdStatus = "ACTIVE" | "ARCHIVED" | "PAUSED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CampaignReport_adAccount$data = {
  readonly entityId: string;
  readonly id: string;
  readonly name: string;
  readonly report: {
    readonly campaignCount: number;
    readonly campaigns: ReadonlyArray<{
      readonly campaignEntityId: string;
      readonly clicks: number;
      readonly cpmMicros: any;
      readonly ctr: number;
      readonly impressions: number;
      readonly name: string;
      readonly spendMicros: any;
      readonly status: AdStatus;
    }>;
    readonly currency: string;
    readonly endDate: any;
    readonly startDate: any;
    readonly totals: {
      readonly clicks: number;
      readonly cpmMicros: any;
      readonly ctr: number;
      readonly impressions: number;
      readonly spendMicros: any;
    };
  };
  readonly reportCsvUrl: string;
  readonly " $fragmentType": "CampaignReport_adAccount";
};
export type CampaignReport_adAccount$key = {
  readonly " $data"?: CampaignReport_adAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignReport_adAccount">;
};

import CampaignReportRefetchQuery_graphql from './CampaignReportRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "kind": "Variable",
    "name": "endDate",
    "variableName": "endDate"
  },
  {
    "kind": "Variable",
    "name": "startDate",
    "variableName": "startDate"
  }
],
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
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "endDate"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "startDate"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": CampaignReportRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "CampaignReport_adAccount",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entityId",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": (v1/*:: as any*/),
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
            (v0/*:: as any*/),
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
      "args": (v1/*:: as any*/),
      "kind": "ScalarField",
      "name": "reportCsvUrl",
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
  "type": "AdAccount",
  "abstractKey": null
};
})();

(node as any).hash = "9daabb2e6156a928e5bb373852f4848b";

export default node;
