/**
 * @generated SignedSource<<ac370dfafed61f520a81d42b4c3899e2>>
 * @relayHash ba811a4dd839d6330d7d226386821a90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a23249e0f91a739d04f3ac5d1775169cac30c74dffab017d87fcd3682fa46e17

import type { ConcreteRequest } from 'relay-runtime';
export type InterestPickerQuery$variables = {
  first: number;
  query: string;
};
export type InterestPickerQuery$data = {
  readonly searchTypeahead: {
    readonly topics: ReadonlyArray<{
      readonly entityId: string;
      readonly name: string;
    }> | null | undefined;
  } | null | undefined;
};
export type InterestPickerQuery = {
  response: InterestPickerQuery$data;
  variables: InterestPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "SearchTypeahead",
    "kind": "LinkedField",
    "name": "searchTypeahead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Interest",
        "kind": "LinkedField",
        "name": "topics",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "entityId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InterestPickerQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InterestPickerQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a23249e0f91a739d04f3ac5d1775169cac30c74dffab017d87fcd3682fa46e17",
    "metadata": {},
    "name": "InterestPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "31d77c0de1f300467a16caaac70ddc58";

export default node;
