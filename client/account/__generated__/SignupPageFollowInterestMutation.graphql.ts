/**
 * @generated SignedSource<<f5394fccb96927779f9becf71a04e993>>
 * @relayHash a1ed5df16f4c1140e540821fc178cf2a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f75ce49269fa14d8321b5db0bc8330b8cae61c20758883b74a68d1acdd197dc

import { ConcreteRequest } from 'relay-runtime';
export type SignupPageFollowInterestMutation$variables = {
  interestId: string;
};
export type SignupPageFollowInterestMutation$data = {
  readonly followInterest: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly following: boolean;
  };
};
export type SignupPageFollowInterestMutation = {
  response: SignupPageFollowInterestMutation$data;
  variables: SignupPageFollowInterestMutation$variables;
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
    "name": "SignupPageFollowInterestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignupPageFollowInterestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1f75ce49269fa14d8321b5db0bc8330b8cae61c20758883b74a68d1acdd197dc",
    "metadata": {},
    "name": "SignupPageFollowInterestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cd22954cd28e3e3c8310057484ac1187";

export default node;
