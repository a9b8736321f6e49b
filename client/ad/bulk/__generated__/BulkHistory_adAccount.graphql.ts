/**
 * @generated SignedSource<<2c4cbf86e589504adf9c2c4944eabb3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AdBulkUploadStatus = "APPLIED" | "REJECTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BulkHistory_adAccount$data = {
  readonly bulkUploads: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: any;
        readonly entityId: string;
        readonly errors: ReadonlyArray<{
          readonly __typename: "AdBulkRowError";
        }>;
        readonly filename: string;
        readonly rowCount: number;
        readonly status: AdBulkUploadStatus;
        readonly user: {
          readonly username: string;
        } | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "BulkHistory_adAccount";
};
export type BulkHistory_adAccount$key = {
  readonly " $data"?: BulkHistory_adAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"BulkHistory_adAccount">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BulkHistory_adAccount",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 15
        }
      ],
      "concreteType": "AdBulkUploadConnection",
      "kind": "LinkedField",
      "name": "bulkUploads",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AdBulkUploadEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AdBulkUpload",
              "kind": "LinkedField",
              "name": "node",
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
                  "kind": "ScalarField",
                  "name": "createdAt",
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
                      "name": "__typename",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "user",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "username",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "bulkUploads(first:15)"
    }
  ],
  "type": "AdAccount",
  "abstractKey": null
};

(node as any).hash = "ddc771faf0024d75de818e53ade8e8d2";

export default node;
