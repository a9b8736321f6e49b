/**
 * @generated SignedSource<<abdaad577e11adcd9eb1bd5de0846215>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DomainLinkButton_pin$data = {
  readonly adDestinationUrl: string | null | undefined;
  readonly carouselData: {
    readonly carouselSlots: ReadonlyArray<{
      readonly link: string | null | undefined;
    }>;
    readonly index: number;
  } | null | undefined;
  readonly domain: string | null | undefined;
  readonly isPromoted: boolean;
  readonly link: string | null | undefined;
  readonly sponsorship: {
    readonly __typename: "Sponsorship";
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"useOutboundLink_pin">;
  readonly " $fragmentType": "DomainLinkButton_pin";
};
export type DomainLinkButton_pin$key = {
  readonly " $data"?: DomainLinkButton_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"DomainLinkButton_pin">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DomainLinkButton_pin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "domain",
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
      "name": "adDestinationUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Sponsorship",
      "kind": "LinkedField",
      "name": "sponsorship",
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
          "kind": "ScalarField",
          "name": "index",
          "storageKey": null
        },
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
      "name": "useOutboundLink_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};
})();

(node as any).hash = "f4af596fd9826a92726ec27df6f2aefd";

export default node;
