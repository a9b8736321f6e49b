/**
 * @generated SignedSource<<4be8611bab2cf5e70c0f4642ceae03d7>>
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
  readonly attributionSourceId: string | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attributionSourceId",
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "efa0414e54d5a9d7ac75fb6c90bd1744";

export default node;
