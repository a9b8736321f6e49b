/**
 * @generated SignedSource<<a1e15bc1613b4f1b708d6414944baa20>>
 * @relayHash 64b7dee78b2f7c5dcae906532f992f9e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f041a506427b9539db9ca7ab26298ae166ccb4721586941cf693bf591ee3df64

import type { ConcreteRequest } from 'relay-runtime';
export type BulkEditPageTemplateQuery$variables = {
  id: string;
};
export type BulkEditPageTemplateQuery$data = {
  readonly node: {
    readonly bulkTemplateCsv?: string;
  } | null | undefined;
};
export type BulkEditPageTemplateQuery = {
  response: BulkEditPageTemplateQuery$data;
  variables: BulkEditPageTemplateQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bulkTemplateCsv",
      "storageKey": null
    }
  ],
  "type": "AdAccount",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BulkEditPageTemplateQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BulkEditPageTemplateQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f041a506427b9539db9ca7ab26298ae166ccb4721586941cf693bf591ee3df64",
    "metadata": {},
    "name": "BulkEditPageTemplateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cc1a8953d68877d0d1aec1b75862b6b1";

export default node;
