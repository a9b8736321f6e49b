/**
 * @generated SignedSource<<9b26c683d02eb8f18a7ba29268cd1ffc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HiddenPins_pin$data = {
  readonly dominantColor: string;
  readonly entityId: string;
  readonly image: {
    readonly height: number;
    readonly url: string;
    readonly width: number;
  } | null | undefined;
  readonly isSensitive: boolean;
  readonly seoTitle: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "HiddenPins_pin";
};
export type HiddenPins_pin$key = {
  readonly " $data"?: HiddenPins_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"HiddenPins_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HiddenPins_pin",
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
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "529d28efc49d86718815a44475606dd7";

export default node;
