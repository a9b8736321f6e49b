/**
 * @generated SignedSource<<b036a256ed9e5cef6e2afabe82945864>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FooterSponsorship_pin$data = {
  readonly isPromoted: boolean;
  readonly promoter: {
    readonly fullName: string;
    readonly username: string;
  } | null | undefined;
  readonly richSummary: {
    readonly products: ReadonlyArray<{
      readonly labels: ReadonlyArray<string>;
    }>;
  } | null | undefined;
  readonly sponsorship: {
    readonly sponsorName: string | null | undefined;
    readonly sponsorUsername: string | null | undefined;
    readonly status: number;
  } | null | undefined;
  readonly " $fragmentType": "FooterSponsorship_pin";
};
export type FooterSponsorship_pin$key = {
  readonly " $data"?: FooterSponsorship_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"FooterSponsorship_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FooterSponsorship_pin",
  "selections": [
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "promoter",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        }
      ],
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sponsorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sponsorUsername",
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
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "f0f7864309f329494b65067e020f08be";

export default node;
