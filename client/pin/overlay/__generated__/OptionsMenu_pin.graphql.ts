/**
 * @generated SignedSource<<f33c4f077939dbce6126acdcf3d66fa3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OptionsMenu_pin$data = {
  readonly entityId: string;
  readonly isPromoted: boolean;
  readonly origImage: {
    readonly url: string;
  } | null | undefined;
  readonly pinner: {
    readonly entityId: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"WhyAdModal_pin">;
  readonly " $fragmentType": "OptionsMenu_pin";
};
export type OptionsMenu_pin$key = {
  readonly " $data"?: OptionsMenu_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"OptionsMenu_pin">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OptionsMenu_pin",
  "selections": [
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "WhyAdModal_pin"
    },
    {
      "alias": "origImage",
      "args": [
        {
          "kind": "Literal",
          "name": "size",
          "value": "ORIG"
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
      "storageKey": "image(size:\"ORIG\")"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};
})();

(node as any).hash = "5ce0a01081c77142b629bb043796ba5a";

export default node;
