/**
 * @generated SignedSource<<3d04a7cb5b613912dc400bb07cb1ca68>>
 * @relayHash 35c48ebdff38915c300e7eb3b60b511c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f3b338a0b60e67ec53311a7c6b8468829119c83f3b2691d0bee8aec3ef0f42a

import type { ConcreteRequest } from 'relay-runtime';
export type experienceCallsCompleteMutation$variables = {
  placedExperienceId: string;
  withoutHomefeed?: boolean | null | undefined;
};
export type experienceCallsCompleteMutation$data = {
  readonly completeExperience: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly refreshHomeFeed: boolean;
  };
};
export type experienceCallsCompleteMutation = {
  response: experienceCallsCompleteMutation$data;
  variables: experienceCallsCompleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "placedExperienceId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withoutHomefeed"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "placedExperienceId",
        "variableName": "placedExperienceId"
      },
      {
        "kind": "Variable",
        "name": "withoutHomefeed",
        "variableName": "withoutHomefeed"
      }
    ],
    "concreteType": "ExperiencePayload",
    "kind": "LinkedField",
    "name": "completeExperience",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "refreshHomeFeed",
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
    "name": "experienceCallsCompleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "experienceCallsCompleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2f3b338a0b60e67ec53311a7c6b8468829119c83f3b2691d0bee8aec3ef0f42a",
    "metadata": {},
    "name": "experienceCallsCompleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "adefffa167b47fd8719710a26a5758ae";

export default node;
