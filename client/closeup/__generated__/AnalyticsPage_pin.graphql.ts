/**
 * @generated SignedSource<<f45337e5227f21624f7f0ba3889c5bb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnalyticsPage_pin$data = {
  readonly dominantColor: string;
  readonly entityId: string;
  readonly image: {
    readonly height: number;
    readonly url: string;
    readonly width: number;
  } | null | undefined;
  readonly isSensitive: boolean;
  readonly seoTitle: string | null | undefined;
  readonly thirtyDayRealtimeStats: {
    readonly closeups: number;
    readonly impressions: number;
    readonly outboundClicks: number;
    readonly periodEnd: string;
    readonly periodStart: string;
    readonly reactions: number;
    readonly saves: number;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsChart_pin">;
  readonly " $fragmentType": "AnalyticsPage_pin";
};
export type AnalyticsPage_pin$key = {
  readonly " $data"?: AnalyticsPage_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsPage_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsPage_pin",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "AnalyticsChart_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "5bf4e9bdbc7b001fddf92ba9152d1b2a";

export default node;
