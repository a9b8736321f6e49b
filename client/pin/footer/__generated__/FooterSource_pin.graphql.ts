/**
 * @generated SignedSource<<d891dd3c29d7b0e5fd983ec9325352d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FooterSource_pin$data = {
  readonly domain: string | null | undefined;
  readonly isPromoted: boolean;
  readonly link: string | null | undefined;
  readonly richSummary: {
    readonly products: ReadonlyArray<{
      readonly labels: ReadonlyArray<string>;
    }>;
    readonly siteName: string | null | undefined;
  } | null | undefined;
  readonly sponsorship: {
    readonly status: number;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"useOutboundLink_pin">;
  readonly " $fragmentType": "FooterSource_pin";
};
export type FooterSource_pin$key = {
  readonly " $data"?: FooterSource_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"FooterSource_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FooterSource_pin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "domain",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPromoted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Sponsorship",
      "kind": "LinkedField",
      "name": "sponsorship",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RichSummary",
      "kind": "LinkedField",
      "name": "richSummary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "siteName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "products",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "labels",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useOutboundLink_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "fcd022444eaae669b48dd9821cdbb0c0";

export default node;
