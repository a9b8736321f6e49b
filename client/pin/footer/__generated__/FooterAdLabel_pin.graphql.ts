/**
 * @generated SignedSource<<789aa2b87e6951417c23076e34d0e01a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AiDisclosure = "made_with_ai" | "modified_with_ai" | "parts_made_with_ai" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FooterAdLabel_pin$data = {
  readonly aiDisclosure: AiDisclosure | null | undefined;
  readonly isPromoted: boolean;
  readonly " $fragmentType": "FooterAdLabel_pin";
};
export type FooterAdLabel_pin$key = {
  readonly " $data"?: FooterAdLabel_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"FooterAdLabel_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FooterAdLabel_pin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPromoted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "aiDisclosure",
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "c0684064d95d4e9a0c3875275df682ea";

export default node;
