/**
 * @generated SignedSource<<1d9b2bf16ea490fbe4a90b4e8c2c4c56>>
 * @relayHash 7a46430f681362ce320c56997f248341
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3b3ad69f4036d60806b95fb456b9cba9a094c53d6b27db97c34363d4e5cef57

import type { ConcreteRequest } from 'relay-runtime';
export type feedbackActionsReportMutation$variables = {
  pinId: string;
  reason: string;
};
export type feedbackActionsReportMutation$data = {
  readonly reportPin: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly reported: boolean;
  };
};
export type feedbackActionsReportMutation = {
  response: feedbackActionsReportMutation$data;
  variables: feedbackActionsReportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pinId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reason"
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
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
      }
    ],
    "concreteType": "PinFeedbackPayload",
    "kind": "LinkedField",
    "name": "reportPin",
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
    "name": "feedbackActionsReportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "feedbackActionsReportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c3b3ad69f4036d60806b95fb456b9cba9a094c53d6b27db97c34363d4e5cef57",
    "metadata": {},
    "name": "feedbackActionsReportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "34558d529c765aa2d89eceaf7e8ed255";

export default node;
