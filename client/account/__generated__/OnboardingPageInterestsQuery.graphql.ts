/**
 * @generated SignedSource<<0164ee3b73b39cc977e3d0c2c089f912>>
 * @relayHash 5d4aa37a14a4960dacb318e0d784f9db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 560c02b14e034c56d953cc0ffc2e583eb9f53709f29fe934cd0c9d205f17bfc6

import type { ConcreteRequest } from 'relay-runtime';
export type OnboardingPageInterestsQuery$variables = {
  first: number;
};
export type OnboardingPageInterestsQuery$data = {
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
export type OnboardingPageInterestsQuery = {
  response: OnboardingPageInterestsQuery$data;
  variables: OnboardingPageInterestsQuery$variables;
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
    "name": "OnboardingPageInterestsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OnboardingPageInterestsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "560c02b14e034c56d953cc0ffc2e583eb9f53709f29fe934cd0c9d205f17bfc6",
    "metadata": {},
    "name": "OnboardingPageInterestsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fa74438efbd983fa55889776d956a1a4";

export default node;
