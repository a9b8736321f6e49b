/**
 * @generated SignedSource<<1776b05ea000a4af142e95384630a99e>>
 * @relayHash 221a9542293ec313d2d22f6bf01443d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f618b7fae09e803be608c76344d38f172b6fd870b6a09efb5c791d71cb40f78f

import type { ConcreteRequest } from 'relay-runtime';
export type HideSurface = "FEEDBACK" | "NEWS_HUB" | "P2P" | "SEARCH" | "%future added value";
export type feedbackActionsHideMutation$variables = {
  context?: string | null | undefined;
  pinId: string;
  surface?: HideSurface | null | undefined;
};
export type feedbackActionsHideMutation$data = {
  readonly hidePin: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly hidden: boolean;
  };
};
export type feedbackActionsHideMutation = {
  response: feedbackActionsHideMutation$data;
  variables: feedbackActionsHideMutation$variables;
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
    "name": "hidePin",
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
    "name": "feedbackActionsHideMutation",
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
    "name": "feedbackActionsHideMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "f618b7fae09e803be608c76344d38f172b6fd870b6a09efb5c791d71cb40f78f",
    "metadata": {},
    "name": "feedbackActionsHideMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e112224878b2bd8ef3facf6b16356f35";

export default node;
