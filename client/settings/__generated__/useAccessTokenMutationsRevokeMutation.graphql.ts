/**
 * @generated SignedSource<<7bca9c0e3ea4c8a8e5419a57146557c6>>
 * @relayHash 6ca8d6f4f213cf26504f408c9e2176ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 728c2764d7d1585d55f24f6aa4bcc241fc4bbab8ccc489fd445591c0dc2d2890

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeAccessTokenInput = {
  id: string;
};
export type useAccessTokenMutationsRevokeMutation$variables = {
  input: RevokeAccessTokenInput;
};
export type useAccessTokenMutationsRevokeMutation$data = {
  readonly revokeAccessToken: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly revokedAccessTokenId: string | null | undefined;
  };
};
export type useAccessTokenMutationsRevokeMutation = {
  response: useAccessTokenMutationsRevokeMutation$data;
  variables: useAccessTokenMutationsRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RevokeAccessTokenPayload",
    "kind": "LinkedField",
    "name": "revokeAccessToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedAccessTokenId",
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
            "name": "code",
            "storageKey": null
          },
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
    "name": "useAccessTokenMutationsRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAccessTokenMutationsRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "728c2764d7d1585d55f24f6aa4bcc241fc4bbab8ccc489fd445591c0dc2d2890",
    "metadata": {},
    "name": "useAccessTokenMutationsRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ad73ba2151b0ebfdfab1df2d565f28c5";

export default node;
