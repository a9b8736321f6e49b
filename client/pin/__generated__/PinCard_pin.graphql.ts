/**
 * @generated SignedSource<<c92b4f052a011b753c771117e0432367>>
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
  readonly " $fragmentSpreads": FragmentRefs<"PinCardFooter_pin" | "PinCardImage_pin" | "PinCardOverlay_pin" | "useAdAttribution_pin">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useAdAttribution_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "797d7a0f9142d22250dad58cd21e6572";

export default node;
