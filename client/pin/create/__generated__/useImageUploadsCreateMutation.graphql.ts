/**
 * @generated SignedSource<<cac2d65f1250d871a6f26e3accb09e64>>
 * @relayHash 69c348a29e215b48c03f2cab8f38aeac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0902d00b9156ca49f001c121a8cc2b270c564f6869e1aab50a010bfe4be3868

import type { ConcreteRequest } from 'relay-runtime';
export type UploadType = "PINIMAGE" | "%future added value";
export type CreateUploadInput = {
  type: UploadType;
};
export type useImageUploadsCreateMutation$variables = {
  input: CreateUploadInput;
};
export type useImageUploadsCreateMutation$data = {
  readonly createUpload: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly uploadId: string | null | undefined;
    readonly uploadParameters: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
    readonly uploadUrl: string | null | undefined;
  };
};
export type useImageUploadsCreateMutation = {
  response: useImageUploadsCreateMutation$data;
  variables: useImageUploadsCreateMutation$variables;
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
    "concreteType": "CreateUploadPayload",
    "kind": "LinkedField",
    "name": "createUpload",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "uploadId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "uploadUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UploadParameter",
        "kind": "LinkedField",
        "name": "uploadParameters",
        "plural": true,
        "selections": [
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
            "name": "value",
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
    "name": "useImageUploadsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImageUploadsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e0902d00b9156ca49f001c121a8cc2b270c564f6869e1aab50a010bfe4be3868",
    "metadata": {},
    "name": "useImageUploadsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6d008a221ef4be2739db911706a24048";

export default node;
