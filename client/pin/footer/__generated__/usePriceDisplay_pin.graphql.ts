/**
 * @generated SignedSource<<bf845d0a62f1e4e092783edce53757ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PinType = "carousel" | "gif" | "image" | "product" | "recipe" | "story" | "video" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type usePriceDisplay_pin$data = {
  readonly isOosProduct: boolean;
  readonly isStaleProduct: boolean;
  readonly richSummary: {
    readonly products: ReadonlyArray<{
      readonly offerSummary: {
        readonly maxPrice: string | null | undefined;
        readonly minPrice: string | null | undefined;
        readonly price: string | null | undefined;
        readonly standardPrice: string | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly type: PinType;
  readonly " $fragmentType": "usePriceDisplay_pin";
};
export type usePriceDisplay_pin$key = {
  readonly " $data"?: usePriceDisplay_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePriceDisplay_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePriceDisplay_pin",
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
      "name": "isOosProduct",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isStaleProduct",
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
              "concreteType": "OfferSummary",
              "kind": "LinkedField",
              "name": "offerSummary",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "price",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "minPrice",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "maxPrice",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "standardPrice",
                  "storageKey": null
                }
              ],
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

(node as any).hash = "f8c8252c603a2cc7b61dca4a4fd4b9a4";

export default node;
