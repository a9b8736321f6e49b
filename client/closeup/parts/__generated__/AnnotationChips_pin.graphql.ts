/**
 * @generated SignedSource<<7c86bd0002a81266a8293c2432a09354>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationChips_pin$data = {
  readonly pinJoin: {
    readonly shoppingKlpUrls: ReadonlyArray<string>;
    readonly visualAnnotation: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentType": "AnnotationChips_pin";
};
export type AnnotationChips_pin$key = {
  readonly " $data"?: AnnotationChips_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnnotationChips_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnnotationChips_pin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PinJoin",
      "kind": "LinkedField",
      "name": "pinJoin",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "visualAnnotation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shoppingKlpUrls",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "aff9139ae337fffe44b5fbbff57a1ad8";

export default node;
