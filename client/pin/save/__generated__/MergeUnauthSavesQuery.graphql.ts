/**
 * @generated SignedSource<<93908063aeb62334fb2e40c4cb005a2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MergeUnauthSavesQuery$variables = Record<PropertyKey, never>;
export type MergeUnauthSavesQuery$data = {
  readonly viewer: {
    readonly unauthSavePinId: string | null | undefined;
  };
};
export type MergeUnauthSavesQuery = {
  response: MergeUnauthSavesQuery$data;
  variables: MergeUnauthSavesQuery$variables;
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
        "kind": "ScalarField",
        "name": "unauthSavePinId",
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
    "name": "MergeUnauthSavesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MergeUnauthSavesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "4a5907abd31141def063ad4432475a5c",
    "id": null,
    "metadata": {},
    "name": "MergeUnauthSavesQuery",
    "operationKind": "query",
    "text": "query MergeUnauthSavesQuery {\n  viewer {\n    unauthSavePinId\n  }\n}\n"
  }
};
})();

(node as any).hash = "204be575b6816006076c9ebc8b5ef5fd";

export default node;
