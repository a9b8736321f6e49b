/**
 * @generated SignedSource<<a5dbe71b2910245de0faf6496b8ee320>>
 * @relayHash bad8d031dcf47e879e7fe6726bd14f2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31c7f8067028093f261680d05f10b41a6c48ddeff447b3d0b32b2be81734abce

import type { ConcreteRequest } from 'relay-runtime';
export type EmailUnsubscribePageMutation$variables = {
  category: string;
  email: string;
  token: string;
};
export type EmailUnsubscribePageMutation$data = {
  readonly unsubscribeEmail: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly ok: boolean;
  };
};
export type EmailUnsubscribePageMutation = {
  response: EmailUnsubscribePageMutation$data;
  variables: EmailUnsubscribePageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "category",
        "variableName": "category"
      },
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "UnsubscribeEmailPayload",
    "kind": "LinkedField",
    "name": "unsubscribeEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "EmailUnsubscribePageMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EmailUnsubscribePageMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "31c7f8067028093f261680d05f10b41a6c48ddeff447b3d0b32b2be81734abce",
    "metadata": {},
    "name": "EmailUnsubscribePageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8ac35d6dc859d1b1c406a73d6ec04dd8";

export default node;
