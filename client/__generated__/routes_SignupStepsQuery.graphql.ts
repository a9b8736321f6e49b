/**
 * @generated SignedSource<<943df820d292068335586572d71a71e8>>
 * @relayHash e2ecb9ae81d5da374835119204d0a0b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff6a258a904e4502c4b2cb9968df413ec9c95ac3ba7e6c2a6601402a91b2c550

import type { ConcreteRequest } from 'relay-runtime';
export type SignupStep = "GENDER" | "INTERESTS" | "USE_CASE" | "%future added value";
export type routes_SignupStepsQuery$variables = Record<PropertyKey, never>;
export type routes_SignupStepsQuery$data = {
  readonly viewer: {
    readonly isAuthenticated: boolean;
    readonly onboardingStep: SignupStep | null | undefined;
  } | null | undefined;
};
export type routes_SignupStepsQuery = {
  response: routes_SignupStepsQuery$data;
  variables: routes_SignupStepsQuery$variables;
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
        "name": "isAuthenticated",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "onboardingStep",
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
    "name": "routes_SignupStepsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "routes_SignupStepsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ff6a258a904e4502c4b2cb9968df413ec9c95ac3ba7e6c2a6601402a91b2c550",
    "metadata": {},
    "name": "routes_SignupStepsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "06170f7fb43fc7a7e212246b0b9ed519";

export default node;
