/**
 * @generated SignedSource<<e5763f1768a9e0f4836f15ad142c4f95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardViewerRole = "COLLABORATOR" | "NONE" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EditSectionPage_section$data = {
  readonly board: {
    readonly archived: boolean;
    readonly id: string;
    readonly url: string;
    readonly viewerRole: BoardViewerRole;
  } | null | undefined;
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"SectionPage_section">;
  readonly " $fragmentType": "EditSectionPage_section";
};
export type EditSectionPage_section$key = {
  readonly " $data"?: EditSectionPage_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditSectionPage_section">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
  "name": "EditSectionPage_section",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Board",
      "kind": "LinkedField",
      "name": "board",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "archived",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerRole",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SectionPage_section"
    }
  ],
  "type": "BoardSection",
  "abstractKey": null
};
})();

(node as any).hash = "b29a03245faa587143add9a426616455";

export default node;
