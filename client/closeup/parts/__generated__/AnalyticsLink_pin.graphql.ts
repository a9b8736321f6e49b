/**
 * @generated SignedSource<<92ee9b2458d92db570d8d9b33d819727>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardPrivacy = "protected" | "public" | "secret" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AnalyticsLink_pin$data = {
  readonly board: {
    readonly privacy: BoardPrivacy;
  };
  readonly entityId: string;
  readonly hasThirtyDayRealtimeStats: boolean;
  readonly isRepin: boolean;
  readonly pinner: {
    readonly entityId: string;
  };
  readonly " $fragmentType": "AnalyticsLink_pin";
};
export type AnalyticsLink_pin$key = {
  readonly " $data"?: AnalyticsLink_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsLink_pin">;
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
  "name": "AnalyticsLink_pin",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRepin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasThirtyDayRealtimeStats",
      "storageKey": null
    },
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

(node as any).hash = "6a4ec36db8fb9a62fd4f01eefdddd213";

export default node;
