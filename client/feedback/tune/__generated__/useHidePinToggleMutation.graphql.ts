/**
 * @generated SignedSource<<6e0ca8635e4f223311387e895ba9a622>>
 * @relayHash 2c956e933f2d70d3ad2cb4967431137b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 503ab3a16aeab0be8579c021131448bafed4348f570ed88aa57571cfa72ec057

import type { ConcreteRequest } from 'relay-runtime';
export type useHidePinToggleMutation$variables = {
  hide: boolean;
  pinId: string;
};
export type useHidePinToggleMutation$data = {
  readonly hidePin?: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly hidden: boolean;
  };
  readonly unhidePin?: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly hidden: boolean;
  };
};
export type useHidePinToggleMutation = {
  response: useHidePinToggleMutation$data;
  variables: useHidePinToggleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hide"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pinId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "pinId",
    "variableName": "pinId"
  }
],
v3 = [
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v4 = [
  {
    "condition": "hide",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "PinFeedbackPayload",
        "kind": "LinkedField",
        "name": "hidePin",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  {
    "condition": "hide",
    "kind": "Condition",
    "passingValue": false,
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "PinFeedbackPayload",
        "kind": "LinkedField",
        "name": "unhidePin",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useHidePinToggleMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useHidePinToggleMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "503ab3a16aeab0be8579c021131448bafed4348f570ed88aa57571cfa72ec057",
    "metadata": {},
    "name": "useHidePinToggleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4d08926fd6cf84d0c922632a65bf7647";

export default node;
