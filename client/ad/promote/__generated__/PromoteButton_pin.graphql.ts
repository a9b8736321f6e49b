/**
 * @generated SignedSource<<6b9c74facce1100c494e851da8f894c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardPrivacy = "protected" | "public" | "secret" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PromoteButton_pin$data = {
  readonly board: {
    readonly privacy: BoardPrivacy;
  };
  readonly entityId: string;
  readonly pinner: {
    readonly entityId: string;
  };
  readonly " $fragmentType": "PromoteButton_pin";
};
export type PromoteButton_pin$key = {
  readonly " $data"?: PromoteButton_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromoteButton_pin">;
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
  "name": "PromoteButton_pin",
  "selections": [
    (v0/*:: as any*/),
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};
})();

(node as any).hash = "592b69eec42432deefdbf385ecdeaba3";

export default node;
