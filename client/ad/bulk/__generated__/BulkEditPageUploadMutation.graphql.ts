/**
 * @generated SignedSource<<9038de8c8ea9c5651b6097cea0a4d784>>
 * @relayHash 6fcd878104f475c44266f5dbbfbed5ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c332b4a749566af86ce28654fbb324d2540f9a5a89a964ebb6f37d5a2c63dc7b

import type { ConcreteRequest } from 'relay-runtime';
export type AdBulkUploadStatus = "APPLIED" | "REJECTED" | "%future added value";
export type UploadBulkCsvInput = {
  adAccountId: string;
  csv: string;
  filename: string;
};
export type BulkEditPageUploadMutation$variables = {
  input: UploadBulkCsvInput;
};
export type BulkEditPageUploadMutation$data = {
  readonly uploadBulkCsv: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly upload: {
      readonly entityId: string;
      readonly errors: ReadonlyArray<{
        readonly column: string | null | undefined;
        readonly message: string;
        readonly row: number;
      }>;
      readonly filename: string;
      readonly rowCount: number;
      readonly status: AdBulkUploadStatus;
    } | null | undefined;
  };
};
export type BulkEditPageUploadMutation = {
  response: BulkEditPageUploadMutation$data;
  variables: BulkEditPageUploadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UploadBulkCsvPayload",
    "kind": "LinkedField",
    "name": "uploadBulkCsv",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdBulkUpload",
        "kind": "LinkedField",
        "name": "upload",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "entityId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "filename",
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
            "name": "rowCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdBulkRowError",
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "row",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "column",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
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
          (v1/*:: as any*/)
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
    "name": "BulkEditPageUploadMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BulkEditPageUploadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c332b4a749566af86ce28654fbb324d2540f9a5a89a964ebb6f37d5a2c63dc7b",
    "metadata": {},
    "name": "BulkEditPageUploadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "949520f9d1c16bdd5908c3a1ab4fcc2a";

export default node;
