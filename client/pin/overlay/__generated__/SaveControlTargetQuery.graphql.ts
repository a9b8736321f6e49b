/**
 * @generated SignedSource<<faba2466bbc8f5ea86293c1e0c81a337>>
 * @relayHash 371f5ce06a6ae695b3ff7ebbf14e0271
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2ce9dbf56966e4fc2424d90604ed1c8dd725c589c58185cefda3e9aad57c9e1

import type { ConcreteRequest } from 'relay-runtime';
export type BoardLayout = "custom" | "default" | "quick_saves" | "%future added value";
export type SaveControlTargetQuery$variables = Record<PropertyKey, never>;
export type SaveControlTargetQuery$data = {
  readonly viewer: {
    readonly saveBehavior: number | null | undefined;
    readonly saveBoards: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly entityId: string;
          readonly id: string;
          readonly layout: BoardLayout;
          readonly name: string;
          readonly url: string;
        };
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type SaveControlTargetQuery = {
  response: SaveControlTargetQuery$data;
  variables: SaveControlTargetQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "saveBehavior",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 1
          }
        ],
        "concreteType": "SaveBoardConnection",
        "kind": "LinkedField",
        "name": "saveBoards",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SaveBoardEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Board",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "entityId",
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
                    "name": "url",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "layout",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "saveBoards(first:1)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SaveControlTargetQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SaveControlTargetQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c2ce9dbf56966e4fc2424d90604ed1c8dd725c589c58185cefda3e9aad57c9e1",
    "metadata": {},
    "name": "SaveControlTargetQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fc10ae96783cd0abeb4370043fdfd1d4";

export default node;
