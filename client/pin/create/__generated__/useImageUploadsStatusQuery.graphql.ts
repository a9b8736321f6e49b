/**
 * @generated SignedSource<<501cd179da7db212d07e02ce1677093c>>
 * @relayHash cbe0d9435a327a85af93c4b66a49fdbc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 351652492c23b0dd2f023a7c666e5d5655d86677b90e12bf98dd76a841623271

import type { ConcreteRequest } from 'relay-runtime';
export type UploadStatus = "FAILED" | "PROCESSING" | "REGISTERED" | "SUCCEEDED" | "UNKNOWN" | "%future added value";
export type useImageUploadsStatusQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type useImageUploadsStatusQuery$data = {
  readonly uploads: ReadonlyArray<{
    readonly errorMessage: string | null | undefined;
    readonly height: number | null | undefined;
    readonly imageUrl: string | null | undefined;
    readonly signature: string | null | undefined;
    readonly status: UploadStatus;
    readonly uploadId: string;
    readonly width: number | null | undefined;
  }>;
};
export type useImageUploadsStatusQuery = {
  response: useImageUploadsStatusQuery$data;
  variables: useImageUploadsStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "concreteType": "Upload",
    "kind": "LinkedField",
    "name": "uploads",
    "plural": true,
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "signature",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "imageUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "width",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "height",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "errorMessage",
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
    "name": "useImageUploadsStatusQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImageUploadsStatusQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "351652492c23b0dd2f023a7c666e5d5655d86677b90e12bf98dd76a841623271",
    "metadata": {},
    "name": "useImageUploadsStatusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d8abf3481b810c16b099140fe04ac209";

export default node;
