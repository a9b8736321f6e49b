/**
 * @generated SignedSource<<9453ef8911c9a4b38cb0122acc734e27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type accountMutation_payload$data = {
  readonly errors: ReadonlyArray<{
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  }>;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"viewerFields_viewer">;
  };
  readonly " $fragmentType": "accountMutation_payload";
};
export type accountMutation_payload$key = {
  readonly " $data"?: accountMutation_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"accountMutation_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "accountMutation_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserError",
      "kind": "LinkedField",
      "name": "errors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "viewerFields_viewer"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AccountPayload",
  "abstractKey": null
};

(node as any).hash = "37dff6b4b74b6b6460db7520937eae80";

export default node;
