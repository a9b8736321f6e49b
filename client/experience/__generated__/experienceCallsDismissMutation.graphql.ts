/**
 * @generated SignedSource<<7b49ac2c7999eeaf5d184536f1891b2a>>
 * @relayHash bef83ef12b0d30e22ea43add48230154
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6c478ce4d80b7f9e53aaeeb3561cf8cb2966da0ca449c00fbf08c313e6a6f0a

import type { ConcreteRequest } from 'relay-runtime';
export type experienceCallsDismissMutation$variables = {
  placedExperienceId: string;
};
export type experienceCallsDismissMutation$data = {
  readonly dismissExperience: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type experienceCallsDismissMutation = {
  response: experienceCallsDismissMutation$data;
  variables: experienceCallsDismissMutation$variables;
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
    "name": "dismissExperience",
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
    "name": "experienceCallsDismissMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "experienceCallsDismissMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e6c478ce4d80b7f9e53aaeeb3561cf8cb2966da0ca449c00fbf08c313e6a6f0a",
    "metadata": {},
    "name": "experienceCallsDismissMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d4b9624c8ba6226af26dc96f1b9974ae";

export default node;
