/**
 * @generated SignedSource<<1443e1b8ef9096e5290bda3314425682>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PinType = "carousel" | "gif" | "image" | "product" | "recipe" | "story" | "video" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PinCardFooter_pin$data = {
  readonly image: {
    readonly height: number;
    readonly width: number;
  } | null | undefined;
  readonly isShoppable: boolean;
  readonly type: PinType;
  readonly " $fragmentSpreads": FragmentRefs<"FooterAdLabel_pin" | "FooterAttribution_pin" | "FooterBadges_pin" | "FooterPrice_pin" | "FooterSource_pin" | "FooterSponsorship_pin" | "FooterTitle_pin" | "usePriceDisplay_pin">;
  readonly " $fragmentType": "PinCardFooter_pin";
};
export type PinCardFooter_pin$key = {
  readonly " $data"?: PinCardFooter_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinCardFooter_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinCardFooter_pin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isShoppable",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "usePriceDisplay_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FooterTitle_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FooterPrice_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FooterSource_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FooterBadges_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FooterAdLabel_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FooterAttribution_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FooterSponsorship_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "2cddadfd2a9dc5b8c35f3e05b81a58c1";

export default node;
