/**
 * @generated SignedSource<<b7df08f8de39ec6009aae8c9e768ed32>>
 * @relayHash 63204bf5e505522dd871a2621cd03d0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb76037feeb8f5aed408cdf013465af0f0df0f6c9fd46c5a694e6ca25043db39

import type { ConcreteRequest } from 'relay-runtime';
export type AccessTokenScope = "read" | "write" | "%future added value";
export type CreateAccessTokenInput = {
  name: string;
  scopes: ReadonlyArray<AccessTokenScope>;
};
export type useAccessTokenMutationsCreateMutation$variables = {
  input: CreateAccessTokenInput;
};
export type useAccessTokenMutationsCreateMutation$data = {
  readonly createAccessToken: {
    readonly accessToken: {
      readonly createdAt: any;
      readonly id: string;
      readonly lastUsedAt: any | null | undefined;
      readonly name: string;
      readonly scopes: ReadonlyArray<AccessTokenScope>;
      readonly tokenHint: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly token: string | null | undefined;
  };
};
export type useAccessTokenMutationsCreateMutation = {
  response: useAccessTokenMutationsCreateMutation$data;
  variables: useAccessTokenMutationsCreateMutation$variables;
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
    "concreteType": "CreateAccessTokenPayload",
    "kind": "LinkedField",
    "name": "createAccessToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AccessToken",
        "kind": "LinkedField",
        "name": "accessToken",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scopes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tokenHint",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastUsedAt",
            "storageKey": null
          }
        ],
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
            "name": "field",
            "storageKey": null
          },
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
    "name": "useAccessTokenMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAccessTokenMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cb76037feeb8f5aed408cdf013465af0f0df0f6c9fd46c5a694e6ca25043db39",
    "metadata": {},
    "name": "useAccessTokenMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c0321d7b0ca66371c999391884dc9fdf";

export default node;
