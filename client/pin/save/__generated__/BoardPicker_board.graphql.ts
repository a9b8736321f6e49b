/**
 * @generated SignedSource<<6728835230d756bf69f3623f159b4e5f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardPrivacy = "protected" | "public" | "secret" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BoardPicker_board$data = {
  readonly coverImage: {
    readonly url: string;
  } | null | undefined;
  readonly entityId: string;
  readonly id: string;
  readonly name: string;
  readonly privacy: BoardPrivacy;
  readonly sections: ReadonlyArray<{
    readonly entityId: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "BoardPicker_board";
};
export type BoardPicker_board$key = {
  readonly " $data"?: BoardPicker_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoardPicker_board">;
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
  "name": "BoardPicker_board",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "privacy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "size",
          "value": "S60X60"
        }
      ],
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "coverImage",
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
      "storageKey": "coverImage(size:\"S60X60\")"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BoardSection",
      "kind": "LinkedField",
      "name": "sections",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Board",
  "abstractKey": null
};
})();

(node as any).hash = "5c6d505183bdf90ef780489911b2f2f6";

export default node;
