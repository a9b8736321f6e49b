/**
 * @generated SignedSource<<cf997638dde97df0c208dea8361cfcce>>
 * @relayHash 4b8f04546770f47b3ce7db4413efb773
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 044bdf9be9fbbaca6acc8ee0e9abe63a38fab5d8e450b90c6d9e4cb10472c954

import type { ConcreteRequest } from 'relay-runtime';
export type NotificationLinesHideMutation$variables = {
  context: string;
  hide: boolean;
  pinId: string;
};
export type NotificationLinesHideMutation$data = {
  readonly hidePin?: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
  readonly unhidePin?: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type NotificationLinesHideMutation = {
  response: NotificationLinesHideMutation$data;
  variables: NotificationLinesHideMutation$variables;
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
  "name": "hide"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pinId"
},
v3 = [
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
    "kind": "Literal",
    "name": "surface",
    "value": "NEWS_HUB"
  }
],
v4 = [
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
v5 = [
  {
    "condition": "hide",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "PinFeedbackPayload",
        "kind": "LinkedField",
        "name": "hidePin",
        "plural": false,
        "selections": (v4/*:: as any*/),
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
        "args": (v3/*:: as any*/),
        "concreteType": "PinFeedbackPayload",
        "kind": "LinkedField",
        "name": "unhidePin",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      }
    ]
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
    "name": "NotificationLinesHideMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NotificationLinesHideMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "044bdf9be9fbbaca6acc8ee0e9abe63a38fab5d8e450b90c6d9e4cb10472c954",
    "metadata": {},
    "name": "NotificationLinesHideMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d59470f7c58a4b30c7446820a3ebb6b2";

export default node;
