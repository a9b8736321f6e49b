/**
 * @generated SignedSource<<e4ea121abdd040e76102d1e766bde654>>
 * @relayHash 595f5eec30c04f9731fe2c089f61be98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c6b6c2bb09dfd3548eb72016ce63cf274a7927673ee1641a63e295681eba2d5

import type { ConcreteRequest } from 'relay-runtime';
export type useRequestLoginLinkMutation$variables = {
  email: string;
};
export type useRequestLoginLinkMutation$data = {
  readonly requestLoginLink: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly ok: boolean;
  };
};
export type useRequestLoginLinkMutation = {
  response: useRequestLoginLinkMutation$data;
  variables: useRequestLoginLinkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": "OkPayload",
    "kind": "LinkedField",
    "name": "requestLoginLink",
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
            "name": "field",
            "storageKey": null
          },
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestLoginLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestLoginLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c6b6c2bb09dfd3548eb72016ce63cf274a7927673ee1641a63e295681eba2d5",
    "metadata": {},
    "name": "useRequestLoginLinkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "685fbcf320f57b535da63327afc9d8ea";

export default node;
