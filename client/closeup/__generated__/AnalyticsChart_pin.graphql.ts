/**
 * @generated SignedSource<<532ea65f7cc42c2f17fab4f885004081>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnalyticsChart_pin$data = {
  readonly thirtyDayDailyStats: ReadonlyArray<{
    readonly closeups: number;
    readonly day: any;
    readonly impressions: number;
    readonly outboundClicks: number;
    readonly saves: number;
  }> | null | undefined;
  readonly " $fragmentType": "AnalyticsChart_pin";
};
export type AnalyticsChart_pin$key = {
  readonly " $data"?: AnalyticsChart_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsChart_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsChart_pin",
  "selections": [
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "impressions",
          "storageKey": null
        },
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
          "name": "outboundClicks",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closeups",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "989f7f695ab92148f4fb8183399de2aa";

export default node;
