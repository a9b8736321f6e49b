/**
 * @generated SignedSource<<710eb32eb160977240948e39fac177ac>>
 * @relayHash de8ed5bb355a16d96f4900a590f1f950
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0fbeb4c4e37fe1d8aebe6abf03697252197d0f63c7f0099f4216beda5a00b174

import type { ConcreteRequest } from 'relay-runtime';
export type HideSurface = "FEEDBACK" | "NEWS_HUB" | "P2P" | "SEARCH" | "%future added value";
export type feedbackActionsUnhideMutation$variables = {
  context?: string | null | undefined;
  pinId: string;
  surface?: HideSurface | null | undefined;
};
export type feedbackActionsUnhideMutation$data = {
  readonly unhidePin: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly hidden: boolean;
  };
};
export type feedbackActionsUnhideMutation = {
  response: feedbackActionsUnhideMutation$data;
  variables: feedbackActionsUnhideMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "context"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pinId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "surface"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "context",
        "variableName": "context"
      },
      {
        "kind": "Variable",
        "name": "pinId",
        "variableName": "pinId"
      },
      {
        "kind": "Variable",
        "name": "surface",
        "variableName": "surface"
      }
    ],
    "concreteType": "PinFeedbackPayload",
    "kind": "LinkedField",
    "name": "unhidePin",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hidden",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "feedbackActionsUnhideMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "feedbackActionsUnhideMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "0fbeb4c4e37fe1d8aebe6abf03697252197d0f63c7f0099f4216beda5a00b174",
    "metadata": {},
    "name": "feedbackActionsUnhideMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e3e187f4e0b7fe43c42b3591b0e11791";

export default node;
