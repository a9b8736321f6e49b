/**
 * @generated SignedSource<<ba249cb7b5bfdd4f5f5cd58827132fcd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BoardCover_board$data = {
  readonly collageImages: ReadonlyArray<{
    readonly dominantColor: string;
    readonly url: string;
  }>;
  readonly cover: {
    readonly dominantColor: string;
    readonly url: string;
  } | null | undefined;
  readonly hasCoverPin: boolean;
  readonly " $fragmentType": "BoardCover_board";
};
export type BoardCover_board$key = {
  readonly " $data"?: BoardCover_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoardCover_board">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "size",
    "value": "W236"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dominantColor",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BoardCover_board",
  "selections": [
    {
      "alias": "cover",
      "args": (v0/*:: as any*/),
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "coverImage",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "coverImage(size:\"W236\")"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasCoverPin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "collageImages",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": "collageImages(size:\"W236\")"
    }
  ],
  "type": "Board",
  "abstractKey": null
};
})();

(node as any).hash = "cad75efaff2a33261ea872ba5f78d15a";

export default node;
