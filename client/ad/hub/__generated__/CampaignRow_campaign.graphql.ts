/**
 * @generated SignedSource<<308d1b574e63029a63b86c6ae5739817>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AdStatus = "ACTIVE" | "ARCHIVED" | "PAUSED" | "%future added value";
export type CampaignObjective = "AWARENESS" | "CATALOG_SALES" | "CONSIDERATION" | "VIDEO_VIEW" | "WEB_CONVERSION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CampaignRow_campaign$data = {
  readonly dailyBudgetMicros: any | null | undefined;
  readonly endTime: any | null | undefined;
  readonly id: string;
  readonly lifetimeBudgetMicros: any | null | undefined;
  readonly name: string;
  readonly objective: CampaignObjective;
  readonly startTime: any;
  readonly status: AdStatus;
  readonly " $fragmentType": "CampaignRow_campaign";
};
export type CampaignRow_campaign$key = {
  readonly " $data"?: CampaignRow_campaign$data;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignRow_campaign">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CampaignRow_campaign",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "objective",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dailyBudgetMicros",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lifetimeBudgetMicros",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endTime",
      "storageKey": null
    }
  ],
  "type": "Campaign",
  "abstractKey": null
};

(node as any).hash = "856db40c73c7b1d9cca0dc0990eb348d";

export default node;
