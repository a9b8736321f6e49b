/**
 * @generated SignedSource<<ecdb2115073ecbb4a12c24853e602beb>>
 * @relayHash a93ed716cc4e0f6c5eaeaa30659797f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4a254116efc5d3ecb6c9a8b8ac61ddcc291e68f3e07acd90b6e3cc5af5af888

import type { ConcreteRequest } from 'relay-runtime';
export type feedbackActionsUnreportMutation$variables = {
  pinId: string;
};
export type feedbackActionsUnreportMutation$data = {
  readonly unreportPin: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly reported: boolean;
  };
};
export type feedbackActionsUnreportMutation = {
  response: feedbackActionsUnreportMutation$data;
  variables: feedbackActionsUnreportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pinId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "pinId",
        "variableName": "pinId"
      }
    ],
    "concreteType": "PinFeedbackPayload",
    "kind": "LinkedField",
    "name": "unreportPin",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reported",
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
    "name": "feedbackActionsUnreportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "feedbackActionsUnreportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f4a254116efc5d3ecb6c9a8b8ac61ddcc291e68f3e07acd90b6e3cc5af5af888",
    "metadata": {},
    "name": "feedbackActionsUnreportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9756256251a23d30429431f1e06e5f2f";

export default node;
