/**
 * @generated SignedSource<<22a50d9bd165f68a94168b8047ad7a1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Recipe_pin$data = {
  readonly richSummary: {
    readonly aggregateRating: {
      readonly bestRating: number | null | undefined;
      readonly ratingValue: number | null | undefined;
      readonly reviewCount: number | null | undefined;
    } | null | undefined;
    readonly displayCookTime: number | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "Recipe_pin";
};
export type Recipe_pin$key = {
  readonly " $data"?: Recipe_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"Recipe_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Recipe_pin",
  "selections": [
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
          "name": "displayCookTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AggregateRating",
          "kind": "LinkedField",
          "name": "aggregateRating",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ratingValue",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bestRating",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reviewCount",
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

(node as any).hash = "cd91bd029ba1a95c3378154764d57436";

export default node;
