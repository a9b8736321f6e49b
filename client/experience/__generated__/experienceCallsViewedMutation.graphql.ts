/**
 * @generated SignedSource<<3516cfd09e36167a7345b1ff9a2aca52>>
 * @relayHash 4db7d15786aca2c0fa96fed3556daae0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d3d013197a779b7f879a7e47c1b06fcc66baff4ae12613556e4e8d799167f24

import type { ConcreteRequest } from 'relay-runtime';
export type experienceCallsViewedMutation$variables = {
  placedExperienceId: string;
};
export type experienceCallsViewedMutation$data = {
  readonly markExperienceViewed: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type experienceCallsViewedMutation = {
  response: experienceCallsViewedMutation$data;
  variables: experienceCallsViewedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "placedExperienceId"
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
      }
    ],
    "concreteType": "ExperiencePayload",
    "kind": "LinkedField",
    "name": "markExperienceViewed",
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
    "name": "experienceCallsViewedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "experienceCallsViewedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2d3d013197a779b7f879a7e47c1b06fcc66baff4ae12613556e4e8d799167f24",
    "metadata": {},
    "name": "experienceCallsViewedMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c8397e384000ba615ff33e739cef9099";

export default node;
