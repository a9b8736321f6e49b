/**
 * @generated SignedSource<<417faf5e2a17ad1714b74d514fefe0c0>>
 * @relayHash f8495c25d255ead335b5cc8ddb4bc805
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67e27fd25c97ae3a99112288b152ce3ffee72de17dd3283f8576f76bd1de4ac5

import type { ConcreteRequest } from 'relay-runtime';
export type EmailSurveyPageMutation$variables = {
  category: string;
  comment?: string | null | undefined;
  email: string;
  reason: string;
  token: string;
};
export type EmailSurveyPageMutation$data = {
  readonly answerEmailSurvey: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly ok: boolean;
  };
};
export type EmailSurveyPageMutation = {
  response: EmailSurveyPageMutation$data;
  variables: EmailSurveyPageMutation$variables;
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
  "name": "comment"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reason"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v5 = [
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
        "name": "comment",
        "variableName": "comment"
      },
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
      },
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "UnsubscribeEmailPayload",
    "kind": "LinkedField",
    "name": "answerEmailSurvey",
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailSurveyPageMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EmailSurveyPageMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "67e27fd25c97ae3a99112288b152ce3ffee72de17dd3283f8576f76bd1de4ac5",
    "metadata": {},
    "name": "EmailSurveyPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fd419e503413e15164f6d6aef6572fe8";

export default node;
