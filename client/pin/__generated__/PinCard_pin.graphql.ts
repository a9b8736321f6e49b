/**
 * @generated SignedSource<<4e00c81d98fc9aeb1f8a109d3030e630>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PinCard_pin$data = {
  readonly adServeId: string | null | undefined;
  readonly entityId: string;
  readonly seoUrl: string;
  readonly storyPinData: {
    readonly isDeleted: boolean;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PinCardFooter_pin" | "PinCardImage_pin" | "PinCardOverlay_pin">;
  readonly " $fragmentType": "PinCard_pin";
};
export type PinCard_pin$key = {
  readonly " $data"?: PinCard_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinCard_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinCard_pin",
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
      "name": "seoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adServeId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryPinData",
      "kind": "LinkedField",
      "name": "storyPinData",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDeleted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PinCardImage_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PinCardFooter_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PinCardOverlay_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "53a323b5bd067047f9ae8218f4733333";

export default node;
