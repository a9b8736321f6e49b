/**
 * @generated SignedSource<<0bd05b9e54dc974476779db3c643e5d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FooterTitle_pin$data = {
  readonly access: ReadonlyArray<string>;
  readonly description: string;
  readonly isSensitive: boolean;
  readonly richMetadata: any | null | undefined;
  readonly richSummary: {
    readonly displayName: string | null | undefined;
  } | null | undefined;
  readonly seoDescription: string | null | undefined;
  readonly seoTitle: string | null | undefined;
  readonly storyPinData: {
    readonly pinTitle: string | null | undefined;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "FooterTitle_pin";
};
export type FooterTitle_pin$key = {
  readonly " $data"?: FooterTitle_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"FooterTitle_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FooterTitle_pin",
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
      "name": "description",
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
      "name": "access",
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
      "name": "seoDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "richMetadata",
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
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
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
          "name": "pinTitle",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "68d868d8ba6810123fe673ec9aefc830";

export default node;
