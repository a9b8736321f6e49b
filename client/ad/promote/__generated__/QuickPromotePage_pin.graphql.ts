/**
 * @generated SignedSource<<1ce68a91ce7dce48c4ee9c8334f0ce79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardPrivacy = "protected" | "public" | "secret" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type QuickPromotePage_pin$data = {
  readonly board: {
    readonly privacy: BoardPrivacy;
    readonly topic: {
      readonly entityId: string;
      readonly name: string;
    } | null | undefined;
  };
  readonly entityId: string;
  readonly image: {
    readonly url: string;
  } | null | undefined;
  readonly link: string | null | undefined;
  readonly pinner: {
    readonly entityId: string;
  };
  readonly sourceInterest: {
    readonly entityId: string;
    readonly name: string;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "QuickPromotePage_pin";
};
export type QuickPromotePage_pin$key = {
  readonly " $data"?: QuickPromotePage_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuickPromotePage_pin">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuickPromotePage_pin",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "pinner",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
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
          "name": "privacy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Interest",
          "kind": "LinkedField",
          "name": "topic",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Interest",
      "kind": "LinkedField",
      "name": "sourceInterest",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};
})();

(node as any).hash = "5822e1d3d462cc5599dd55518ec40541";

export default node;
