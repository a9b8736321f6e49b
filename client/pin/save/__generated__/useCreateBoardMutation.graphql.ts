/**
 * @generated SignedSource<<e4821f7f9c781a3f4d08d48232420ddf>>
 * @relayHash 65669f771f5d6cebd3ef5d2596efb6c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4d6176c8d2c7d834c4b0f63ba25e6d7713167ffddb2d7dc208f6db2defbe9a9

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BoardPrivacy = "protected" | "public" | "secret" | "%future added value";
export type CreateBoardInput = {
  description?: string | null | undefined;
  name: string;
  privacy?: BoardPrivacy | null | undefined;
};
export type useCreateBoardMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateBoardInput;
};
export type useCreateBoardMutation$data = {
  readonly createBoard: {
    readonly board: {
      readonly entityId: string;
      readonly id: string;
      readonly name: string;
      readonly url: string;
      readonly " $fragmentSpreads": FragmentRefs<"BoardPicker_board" | "ProfileBoards_board">;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCreateBoardMutation = {
  response: useCreateBoardMutation$data;
  variables: useCreateBoardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
},
v8 = [
  {
    "kind": "Literal",
    "name": "size",
    "value": "W236"
  }
],
v9 = [
  (v6/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dominantColor",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateBoardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateBoardPayload",
        "kind": "LinkedField",
        "name": "createBoard",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Board",
            "kind": "LinkedField",
            "name": "board",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BoardPicker_board"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProfileBoards_board"
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateBoardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateBoardPayload",
        "kind": "LinkedField",
        "name": "createBoard",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Board",
            "kind": "LinkedField",
            "name": "board",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "privacy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "size",
                    "value": "S60X60"
                  }
                ],
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "coverImage",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/)
                ],
                "storageKey": "coverImage(size:\"S60X60\")"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BoardSection",
                "kind": "LinkedField",
                "name": "sections",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pinCount",
                "storageKey": null
              },
              {
                "alias": "cover",
                "args": (v8/*:: as any*/),
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "coverImage",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": "coverImage(size:\"W236\")"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasCoverPin",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "collageImages",
                "plural": true,
                "selections": (v9/*:: as any*/),
                "storageKey": "collageImages(size:\"W236\")"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "board",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "SaveBoardEdge"
              }
            ]
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d4d6176c8d2c7d834c4b0f63ba25e6d7713167ffddb2d7dc208f6db2defbe9a9",
    "metadata": {},
    "name": "useCreateBoardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d4998f2bc5159c038ac64231705bd0e1";

export default node;
