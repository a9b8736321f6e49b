/**
 * @generated SignedSource<<8211afe92a522ff126a58cb5757c32b6>>
 * @relayHash b0b1538c42b35e105fb1c698d1709bad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7cd55d6d023c11f5ceb29fbe6b5fa1378748960db2156b074d55f3e7fba08713

import type { ConcreteRequest } from 'relay-runtime';
export type NewMessageSearchQuery$variables = {
  first: number;
  query: string;
};
export type NewMessageSearchQuery$data = {
  readonly searchTypeahead: {
    readonly users: ReadonlyArray<{
      readonly fullName: string;
      readonly id: string;
      readonly imageMediumUrl: string;
      readonly username: string;
    }>;
  } | null | undefined;
};
export type NewMessageSearchQuery = {
  response: NewMessageSearchQuery$data;
  variables: NewMessageSearchQuery$variables;
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
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "users",
        "plural": true,
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
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fullName",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewMessageSearchQuery",
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
    "name": "NewMessageSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "7cd55d6d023c11f5ceb29fbe6b5fa1378748960db2156b074d55f3e7fba08713",
    "metadata": {},
    "name": "NewMessageSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ba42ebce60d570aef38f7981094c804e";

export default node;
