/**
 * @generated SignedSource<<499236cdc72890d1475b5b2d9a780d59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CollectionChips_pin$data = {
  readonly collectionItems: ReadonlyArray<{
    readonly image: {
      readonly dominantColor: string;
      readonly height: number;
      readonly url: string;
      readonly width: number;
    } | null | undefined;
    readonly link: string | null | undefined;
    readonly pinId: string | null | undefined;
  }>;
  readonly " $fragmentType": "CollectionChips_pin";
};
export type CollectionChips_pin$key = {
  readonly " $data"?: CollectionChips_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionChips_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionChips_pin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectionItem",
      "kind": "LinkedField",
      "name": "collectionItems",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pinId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "link",
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dominantColor",
              "storageKey": null
            }
          ],
          "storageKey": "image(size:\"W236\")"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "97373c2b16a2b16fdd269cd1a2c46632";

export default node;
