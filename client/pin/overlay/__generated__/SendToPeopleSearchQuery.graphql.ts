/**
 * @generated SignedSource<<6e3bb6f03d2f4d2bb8579ea4fcff702b>>
 * @relayHash cc2facc4231cdfdacbe42aba9731e5f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8990693e59c1e5082a8ec2341167b9ff31fda804722d3e96e2d21c7e0633b032

import type { ConcreteRequest } from 'relay-runtime';
export type SendToPeopleSearchQuery$variables = {
  first: number;
  query: string;
};
export type SendToPeopleSearchQuery$data = {
  readonly searchTypeahead: {
    readonly users: ReadonlyArray<{
      readonly firstName: string;
      readonly fullName: string;
      readonly id: string;
      readonly imageMediumUrl: string;
      readonly username: string;
    }>;
  } | null | undefined;
};
export type SendToPeopleSearchQuery = {
  response: SendToPeopleSearchQuery$data;
  variables: SendToPeopleSearchQuery$variables;
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
            "name": "firstName",
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
    "name": "SendToPeopleSearchQuery",
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
    "name": "SendToPeopleSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8990693e59c1e5082a8ec2341167b9ff31fda804722d3e96e2d21c7e0633b032",
    "metadata": {},
    "name": "SendToPeopleSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8a48b38004fc6e27e69f18cc9d02c327";

export default node;
