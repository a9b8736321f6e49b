/**
 * @generated SignedSource<<dd76988edaf11e933232cb12ecab55bc>>
 * @relayHash 057115c46676251083332acb7c69247a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e429fc3b9c5ae21f4f6c4e89d0a746506205cc986edaaa97acf394f4b26ebf61

import type { ConcreteRequest } from 'relay-runtime';
export type NotificationsPageHideMutation$variables = {
  context: string;
  hide: boolean;
  pinId: string;
};
export type NotificationsPageHideMutation$data = {
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
export type NotificationsPageHideMutation = {
  response: NotificationsPageHideMutation$data;
  variables: NotificationsPageHideMutation$variables;
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
    "name": "NotificationsPageHideMutation",
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
    "name": "NotificationsPageHideMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "e429fc3b9c5ae21f4f6c4e89d0a746506205cc986edaaa97acf394f4b26ebf61",
    "metadata": {},
    "name": "NotificationsPageHideMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "501762afe29adacf10682347ee62d894";

export default node;
