/**
 * @generated SignedSource<<27e243841a9e9756d5d73c4e7104523c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useAdAttribution_pin$data = {
  readonly adDestinationUrl: string | null | undefined;
  readonly advertiserId: string | null | undefined;
  readonly campaignId: string | null | undefined;
  readonly isDownstreamPromotion: boolean;
  readonly isPromoted: boolean;
  readonly " $fragmentType": "useAdAttribution_pin";
};
export type useAdAttribution_pin$key = {
  readonly " $data"?: useAdAttribution_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"useAdAttribution_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useAdAttribution_pin",
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
      "name": "isDownstreamPromotion",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adDestinationUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "advertiserId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "campaignId",
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "e9015b4ab8503014308f36c3804fa2c9";

export default node;
