/**
 * @generated SignedSource<<8eeb84fd25dd836f32d5d37d5b7ea6d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BusinessHubPage_viewer$data = {
  readonly adAccounts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly currency: string;
        readonly entityId: string;
        readonly id: string;
        readonly name: string;
        readonly " $fragmentSpreads": FragmentRefs<"AccountCampaigns_adAccount" | "AccountReport_adAccount">;
      };
    }>;
  };
  readonly businessName: string | null | undefined;
  readonly " $fragmentType": "BusinessHubPage_viewer";
};
export type BusinessHubPage_viewer$key = {
  readonly " $data"?: BusinessHubPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BusinessHubPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BusinessHubPage_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "businessName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "AdAccountConnection",
      "kind": "LinkedField",
      "name": "adAccounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AdAccountEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AdAccount",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "entityId",
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
                  "name": "currency",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AccountCampaigns_adAccount"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AccountReport_adAccount"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "adAccounts(first:10)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "5ed557236eee9e5c91448cf2fe740e2a";

export default node;
