/**
 * @generated SignedSource<<572e19c843601d99c2bb90af4c647f6b>>
 * @relayHash e82a45bc5caf27df00cea064d1458aeb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57b4a7c62b1116ab9dd3b33631f797a299fd5d25d399ad98cc7753124d86e2ef

import type { ConcreteRequest } from 'relay-runtime';
export type avatarUploadRefreshQuery$variables = Record<PropertyKey, never>;
export type avatarUploadRefreshQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly id: string;
      readonly imageMediumUrl: string;
      readonly imageSmallUrl: string;
    } | null | undefined;
  } | null | undefined;
};
export type avatarUploadRefreshQuery = {
  response: avatarUploadRefreshQuery$data;
  variables: avatarUploadRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "imageSmallUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageMediumUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "avatarUploadRefreshQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "avatarUploadRefreshQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "57b4a7c62b1116ab9dd3b33631f797a299fd5d25d399ad98cc7753124d86e2ef",
    "metadata": {},
    "name": "avatarUploadRefreshQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "99d3f3c33b99fe938e37e6d9e37cb2c4";

export default node;
