/**
 * @generated SignedSource<<a97d02b627b764504b3414ce81a06765>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CommentText_comment$data = {
  readonly links: ReadonlyArray<{
    readonly end: number;
    readonly offsiteUrl: string | null | undefined;
    readonly start: number;
    readonly url: string;
  }>;
  readonly mentions: ReadonlyArray<{
    readonly end: number;
    readonly start: number;
    readonly username: string;
  }>;
  readonly text: string;
  readonly " $fragmentType": "CommentText_comment";
};
export type CommentText_comment$key = {
  readonly " $data"?: CommentText_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentText_comment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "start",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "end",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentText_comment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CommentMention",
      "kind": "LinkedField",
      "name": "mentions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CommentLink",
      "kind": "LinkedField",
      "name": "links",
      "plural": true,
      "selections": [
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
          "name": "offsiteUrl",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};
})();

(node as any).hash = "c837a4d21fdf68582b69d07e456100c7";

export default node;
