/**
 * @generated SignedSource<<ac28d72d2d17f94239d1eb85b2dce974>>
 * @relayHash d6da2dccdf65aefebb0cf1772a80ff06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3098eff9f798a067dec75385a1a99161aa9327a6b1e073fc613e8dfc52a6ad5

import { ConcreteRequest } from 'relay-runtime';
export type SignupPageInterestsQuery$variables = {
  first: number;
};
export type SignupPageInterestsQuery$data = {
  readonly interests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly entityId: string;
        readonly followedByMe: boolean | null | undefined;
        readonly name: string;
      };
    }>;
  } | null | undefined;
};
export type SignupPageInterestsQuery = {
  response: SignupPageInterestsQuery$data;
  variables: SignupPageInterestsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      }
    ],
    "concreteType": "InterestConnection",
    "kind": "LinkedField",
    "name": "interests",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "InterestEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Interest",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "followedByMe",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SignupPageInterestsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignupPageInterestsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e3098eff9f798a067dec75385a1a99161aa9327a6b1e073fc613e8dfc52a6ad5",
    "metadata": {},
    "name": "SignupPageInterestsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3e2392e5d6b985c8ad2f762de3b29021";

export default node;
