/**
 * @generated SignedSource<<08042e5bf8b73deb4591c972a82a61cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useReactMutation_payload$data = {
  readonly errors: ReadonlyArray<{
    readonly code: string;
    readonly message: string;
  }>;
  readonly pin: {
    readonly id: string;
    readonly reactedByMe: boolean;
    readonly reactionCountsData: ReadonlyArray<{
      readonly reactionCount: number;
      readonly reactionType: number;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "useReactMutation_payload";
};
export type useReactMutation_payload$key = {
  readonly " $data"?: useReactMutation_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"useReactMutation_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useReactMutation_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Pin",
      "kind": "LinkedField",
      "name": "pin",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reactedByMe",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReactionCount",
          "kind": "LinkedField",
          "name": "reactionCountsData",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reactionType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reactionCount",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PinReactionPayload",
  "abstractKey": null
};

(node as any).hash = "b785767e28932f6ac89de5c3a6b9487c";

export default node;
