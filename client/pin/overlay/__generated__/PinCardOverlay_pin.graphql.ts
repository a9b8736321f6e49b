/**
 * @generated SignedSource<<d257fcbf1b8778fd1eaf2418e3d7b3ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PinCardOverlay_pin$data = {
  readonly entityId: string;
  readonly savedInfo: {
    readonly __typename: "SavedInfo";
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DomainLinkButton_pin" | "FeedbackCover_pin" | "OptionsMenu_pin" | "SaveControl_pin" | "ShareButton_pin">;
  readonly " $fragmentType": "PinCardOverlay_pin";
};
export type PinCardOverlay_pin$key = {
  readonly " $data"?: PinCardOverlay_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinCardOverlay_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinCardOverlay_pin",
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
      "concreteType": "SavedInfo",
      "kind": "LinkedField",
      "name": "savedInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SaveControl_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DomainLinkButton_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareButton_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OptionsMenu_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FeedbackCover_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "3dbc4bdbe5ee67b4b91addf280668b6f";

export default node;
