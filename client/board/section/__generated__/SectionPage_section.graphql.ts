/**
 * @generated SignedSource<<0ebb5419c8d9c202ac3e184e18bdf40f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardViewerRole = "COLLABORATOR" | "NONE" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SectionPage_section$data = {
  readonly board: {
    readonly archived: boolean;
    readonly name: string;
    readonly url: string;
    readonly viewerRole: BoardViewerRole;
  } | null | undefined;
  readonly entityId: string;
  readonly pinCount: number;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"SectionPins_section">;
  readonly " $fragmentType": "SectionPage_section";
};
export type SectionPage_section$key = {
  readonly " $data"?: SectionPage_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"SectionPage_section">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SectionPage_section",
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
      "name": "pinCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Board",
      "kind": "LinkedField",
      "name": "board",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
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
          "name": "archived",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerRole",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SectionPins_section"
    }
  ],
  "type": "BoardSection",
  "abstractKey": null
};

(node as any).hash = "d0de3c66a9398fba7f4b2b27b239637a";

export default node;
