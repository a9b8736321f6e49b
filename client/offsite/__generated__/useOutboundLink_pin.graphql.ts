/**
 * @generated SignedSource<<6ce67a863bd7f1f1fdd290adf0e5f197>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useOutboundLink_pin$data = {
  readonly adServeId: string | null | undefined;
  readonly carouselData: {
    readonly carouselSlots: ReadonlyArray<{
      readonly offsiteUrl: string | null | undefined;
    }>;
  } | null | undefined;
  readonly category: string | null | undefined;
  readonly collectionItems: ReadonlyArray<{
    readonly __typename: "CollectionItem";
  }>;
  readonly entityId: string;
  readonly isDownstreamPromotion: boolean;
  readonly isPromoted: boolean;
  readonly isThirdPartyAd: boolean;
  readonly offsiteUrl: string | null | undefined;
  readonly redirectImage: {
    readonly url: string;
  } | null | undefined;
  readonly seoUrl: string;
  readonly trackingParams: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"useAdAttribution_pin">;
  readonly " $fragmentType": "useOutboundLink_pin";
};
export type useOutboundLink_pin$key = {
  readonly " $data"?: useOutboundLink_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"useOutboundLink_pin">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "offsiteUrl",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useOutboundLink_pin",
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
    (v0/*:: as any*/),
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
      "name": "isThirdPartyAd",
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
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trackingParams",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectionItem",
      "kind": "LinkedField",
      "name": "collectionItems",
      "plural": true,
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
      "alias": "redirectImage",
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
          "concreteType": "CarouselSlot",
          "kind": "LinkedField",
          "name": "carouselSlots",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
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
})();

(node as any).hash = "8ee83628bd8bb9736586b0e975a30240";

export default node;
