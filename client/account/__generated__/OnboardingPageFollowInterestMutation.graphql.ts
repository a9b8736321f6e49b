/**
 * @generated SignedSource<<908f13bec143ab6b9b7f39c737726b34>>
 * @relayHash b23631dda30dcccc9ec6804e84aaa2a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0361bb6fe283e1ddead8e74c22dd31da4bf832add5eb1925851cd2d742273043

import type { ConcreteRequest } from 'relay-runtime';
export type OnboardingPageFollowInterestMutation$variables = {
  interestId: string;
};
export type OnboardingPageFollowInterestMutation$data = {
  readonly followInterest: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly following: boolean;
  };
};
export type OnboardingPageFollowInterestMutation = {
  response: OnboardingPageFollowInterestMutation$data;
  variables: OnboardingPageFollowInterestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "interestId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "follow",
        "value": true
      },
      {
        "kind": "Variable",
        "name": "interestId",
        "variableName": "interestId"
      }
    ],
    "concreteType": "FollowInterestPayload",
    "kind": "LinkedField",
    "name": "followInterest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "following",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "name": "OnboardingPageFollowInterestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OnboardingPageFollowInterestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0361bb6fe283e1ddead8e74c22dd31da4bf832add5eb1925851cd2d742273043",
    "metadata": {},
    "name": "OnboardingPageFollowInterestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "80ee17d88fec9b0adf9a9bf86a6d63f1";

export default node;
