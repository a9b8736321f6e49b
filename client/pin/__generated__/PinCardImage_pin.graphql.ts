/**
 * @generated SignedSource<<a4acdbb97d4577d8c9270926b6312dcd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PinType = "carousel" | "gif" | "image" | "product" | "recipe" | "story" | "video" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PinCardImage_pin$data = {
  readonly altText: string | null | undefined;
  readonly autoAltText: string | null | undefined;
  readonly carouselData: {
    readonly carouselSlots: ReadonlyArray<{
      readonly slotId: string;
    }>;
    readonly index: number;
  } | null | undefined;
  readonly dominantColor: string;
  readonly image: {
    readonly height: number;
    readonly url: string;
    readonly width: number;
  } | null | undefined;
  readonly title: string;
  readonly type: PinType;
  readonly videoDuration: number | null | undefined;
  readonly " $fragmentType": "PinCardImage_pin";
};
export type PinCardImage_pin$key = {
  readonly " $data"?: PinCardImage_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinCardImage_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinCardImage_pin",
  "selections": [
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
      "name": "altText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoAltText",
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
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "videoDuration",
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
      "concreteType": "CarouselData",
      "kind": "LinkedField",
      "name": "carouselData",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "index",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CarouselSlot",
          "kind": "LinkedField",
          "name": "carouselSlots",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slotId",
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

(node as any).hash = "c3e395276baf27ded9c1cef2b4d4d6f1";

export default node;
