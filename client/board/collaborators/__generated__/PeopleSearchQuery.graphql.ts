/**
 * @generated SignedSource<<9dbb52a398ed7d5ca992413aa16019d0>>
 * @relayHash 63e86d676a72a30c7277fcd4317b0f09
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9631262545016d7afbb8db5a7d052dd360574ff28b59ed4247277bb880729cd

import type { ConcreteRequest } from 'relay-runtime';
export type PeopleSearchQuery$variables = {
  first: number;
  query: string;
};
export type PeopleSearchQuery$data = {
  readonly searchTypeahead: {
    readonly users: ReadonlyArray<{
      readonly fullName: string;
      readonly imageMediumUrl: string;
      readonly username: string;
    }>;
  } | null | undefined;
};
export type PeopleSearchQuery = {
  response: PeopleSearchQuery$data;
  variables: PeopleSearchQuery$variables;
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageMediumUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PeopleSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SearchTypeahead",
        "kind": "LinkedField",
        "name": "searchTypeahead",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "users",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
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
    "name": "PeopleSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SearchTypeahead",
        "kind": "LinkedField",
        "name": "searchTypeahead",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "users",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b9631262545016d7afbb8db5a7d052dd360574ff28b59ed4247277bb880729cd",
    "metadata": {},
    "name": "PeopleSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b501ec1864f6d4726b84c906745d8aa4";

export default node;
