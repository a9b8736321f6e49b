/**
 * @generated SignedSource<<eebf7fe8f93b38324146fc0fbac3aba1>>
 * @relayHash 2a39ebad293d747bb87181a8feebb5b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fab316d1eb7f171d7726fea589cf21f554d700778c36cff787e407378efad030

import type { ConcreteRequest } from 'relay-runtime';
export type SignupStep = "GENDER" | "INTERESTS" | "USE_CASE" | "%future added value";
export type CompleteSignupStepInput = {
  gender?: string | null | undefined;
  skip?: boolean | null | undefined;
  step: SignupStep;
  useCase?: string | null | undefined;
};
export type OnboardingPageCompleteStepMutation$variables = {
  input: CompleteSignupStepInput;
};
export type OnboardingPageCompleteStepMutation$data = {
  readonly completeSignupStep: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly onboardingStep: SignupStep | null | undefined;
    };
  };
};
export type OnboardingPageCompleteStepMutation = {
  response: OnboardingPageCompleteStepMutation$data;
  variables: OnboardingPageCompleteStepMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AccountPayload",
    "kind": "LinkedField",
    "name": "completeSignupStep",
    "plural": false,
    "selections": [
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
      },
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
            "name": "onboardingStep",
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
    "name": "OnboardingPageCompleteStepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OnboardingPageCompleteStepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fab316d1eb7f171d7726fea589cf21f554d700778c36cff787e407378efad030",
    "metadata": {},
    "name": "OnboardingPageCompleteStepMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4ed223c654f5e4191757c0b0a3941edb";

export default node;
