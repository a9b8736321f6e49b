/**
 * @generated SignedSource<<911a7e011071a77d8a787c53af786b55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type RecommendationReasonKind = "FOLLOWED_BOARD" | "FOLLOWED_TOPIC" | "FOLLOWED_USER" | "RECENT_ACTIVITY" | "YOUR_BOARD" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FeedbackCover_pin$data = {
  readonly entityId: string;
  readonly isPromoted: boolean;
  readonly promoter: {
    readonly fullName: string;
    readonly username: string;
  } | null | undefined;
  readonly recommendationReason: {
    readonly board: {
      readonly entityId: string;
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly reason: RecommendationReasonKind;
    readonly topic: {
      readonly entityId: string;
      readonly name: string;
    } | null | undefined;
    readonly user: {
      readonly entityId: string;
      readonly fullName: string;
      readonly id: string;
      readonly username: string;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "FeedbackCover_pin";
};
export type FeedbackCover_pin$key = {
  readonly " $data"?: FeedbackCover_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedbackCover_pin">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedbackCover_pin",
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
      "name": "promoter",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecommendationReason",
      "kind": "LinkedField",
      "name": "recommendationReason",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RecommendationBoard",
          "kind": "LinkedField",
          "name": "board",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            (v0/*:: as any*/),
            (v4/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RecommendationUser",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RecommendationTopic",
          "kind": "LinkedField",
          "name": "topic",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v4/*:: as any*/)
          ],
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

(node as any).hash = "e094076f52ee92ff97b51fc2eb22f8b1";

export default node;
