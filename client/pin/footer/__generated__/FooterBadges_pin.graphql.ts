/**
 * @generated SignedSource<<a51b84dff32743326d60142a5067a680>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FooterBadges_pin$data = {
  readonly pinner: {
    readonly isVerifiedMerchant: boolean;
  };
  readonly " $fragmentType": "FooterBadges_pin";
};
export type FooterBadges_pin$key = {
  readonly " $data"?: FooterBadges_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"FooterBadges_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FooterBadges_pin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "pinner",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isVerifiedMerchant",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "b240bd34b85d905c22603f837ec019e5";

export default node;
