/**
 * @generated SignedSource<<8505ae5c1451e4445e566ffc9d5b2221>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BoardSectionTile_section$data = {
  readonly coverImage: {
    readonly dominantColor: string;
    readonly url: string;
  } | null | undefined;
  readonly pinCount: number;
  readonly title: string;
  readonly url: string;
  readonly " $fragmentType": "BoardSectionTile_section";
};
export type BoardSectionTile_section$key = {
  readonly " $data"?: BoardSectionTile_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoardSectionTile_section">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BoardSectionTile_section",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pinCount",
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
      "name": "coverImage",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dominantColor",
          "storageKey": null
        }
      ],
      "storageKey": "coverImage(size:\"W236\")"
    }
  ],
  "type": "BoardSection",
  "abstractKey": null
};
})();

(node as any).hash = "41b3f77f378fdcb11647910143b22b4b";

export default node;
