/**
 * @generated SignedSource<<62e6374d7162bf838001b7fae67f3753>>
 * @relayHash f6bcbd0df275d4decd2199c93f23ad7a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b8d5d58e34339e2d44b9e6ab590d1fdf31c02e426d6d9c1e30917d9764728b1

import type { ConcreteRequest } from 'relay-runtime';
export type BoardLayout = "custom" | "default" | "quick_saves" | "%future added value";
export type MergeUnauthSavesMutation$variables = {
  pinIds: ReadonlyArray<string>;
};
export type MergeUnauthSavesMutation$data = {
  readonly mergeUnauthSaves: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly failedPinIds: ReadonlyArray<string>;
    readonly savedPins: ReadonlyArray<{
      readonly id: string;
      readonly savedInfo: {
        readonly board: {
          readonly entityId: string;
          readonly id: string;
          readonly layout: BoardLayout;
          readonly name: string;
          readonly url: string;
        } | null | undefined;
        readonly boardId: string;
        readonly localPinId: string;
        readonly section: {
          readonly entityId: string;
          readonly title: string;
          readonly url: string;
        } | null | undefined;
      } | null | undefined;
    }>;
  };
};
export type MergeUnauthSavesMutation = {
  response: MergeUnauthSavesMutation$data;
  variables: MergeUnauthSavesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pinIds"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "pinIds",
    "variableName": "pinIds"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boardId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "localPinId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Board",
  "kind": "LinkedField",
  "name": "board",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "layout",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "failedPinIds",
  "storageKey": null
},
v10 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MergeUnauthSavesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MergeUnauthSavesPayload",
        "kind": "LinkedField",
        "name": "mergeUnauthSaves",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Pin",
            "kind": "LinkedField",
            "name": "savedPins",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedInfo",
                "kind": "LinkedField",
                "name": "savedInfo",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BoardSection",
                    "kind": "LinkedField",
                    "name": "section",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v8/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MergeUnauthSavesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MergeUnauthSavesPayload",
        "kind": "LinkedField",
        "name": "mergeUnauthSaves",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Pin",
            "kind": "LinkedField",
            "name": "savedPins",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedInfo",
                "kind": "LinkedField",
                "name": "savedInfo",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BoardSection",
                    "kind": "LinkedField",
                    "name": "section",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v8/*:: as any*/),
                      (v6/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3b8d5d58e34339e2d44b9e6ab590d1fdf31c02e426d6d9c1e30917d9764728b1",
    "metadata": {},
    "name": "MergeUnauthSavesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fbe4fad83bc2dba12bf44669f1e61a12";

export default node;
