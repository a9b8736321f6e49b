/**
 * @generated SignedSource<<215881b90c797201e7237f0566a245b0>>
 * @relayHash 3d41575e615150460c17897599c8600c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e558080e798afa0b7667ee74cc63bec8810e35d8a3d8c07dc3527d76e039c2f

import type { ConcreteRequest } from 'relay-runtime';
export type ConvertToBusinessInput = {
  businessName: string;
};
export type ConvertPageMutation$variables = {
  input: ConvertToBusinessInput;
};
export type ConvertPageMutation$data = {
  readonly convertToBusiness: {
    readonly adAccount: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly businessName: string | null | undefined;
      readonly isPartner: boolean;
    };
  };
};
export type ConvertPageMutation = {
  response: ConvertPageMutation$data;
  variables: ConvertPageMutation$variables;
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
    "concreteType": "ConvertToBusinessPayload",
    "kind": "LinkedField",
    "name": "convertToBusiness",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPartner",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "businessName",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AdAccount",
        "kind": "LinkedField",
        "name": "adAccount",
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
            "name": "code",
            "storageKey": null
          },
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
    "name": "ConvertPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConvertPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6e558080e798afa0b7667ee74cc63bec8810e35d8a3d8c07dc3527d76e039c2f",
    "metadata": {},
    "name": "ConvertPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ee52e9b8c29b5d97cc8783b7e9106ab6";

export default node;
