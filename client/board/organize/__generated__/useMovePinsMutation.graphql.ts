/**
 * @generated SignedSource<<3be0691ca9fc9bc9420fbb2ec9f13c89>>
 * @relayHash 68dfc03951b192320b8f1ddff064ddc8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1731289f2ad3b300693bc11ef0ab48df086ab626548838e12a7834d29f82f398

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MovePinsInput = {
  boardId: string;
  copy?: boolean | null | undefined;
  exceptPinIds?: ReadonlyArray<string> | null | undefined;
  pinIds?: ReadonlyArray<string> | null | undefined;
  sectionId?: string | null | undefined;
  selectAll?: boolean | null | undefined;
  toBoardId: string;
  toSectionId?: string | null | undefined;
};
export type useMovePinsMutation$variables = {
  input: MovePinsInput;
};
export type useMovePinsMutation$data = {
  readonly movePins: {
    readonly board: {
      readonly id: string;
      readonly pinCount: number;
      readonly " $fragmentSpreads": FragmentRefs<"BoardPinFilters_board">;
    } | null | undefined;
    readonly count: number;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly toBoard: {
      readonly id: string;
      readonly pinCount: number;
    } | null | undefined;
    readonly toSection: {
      readonly id: string;
      readonly pinCount: number;
    } | null | undefined;
  };
};
export type useMovePinsMutation = {
  response: useMovePinsMutation$data;
  variables: useMovePinsMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
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
  "name": "pinCount",
  "storageKey": null
},
v5 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Board",
  "kind": "LinkedField",
  "name": "toBoard",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "BoardSection",
  "kind": "LinkedField",
  "name": "toSection",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v8 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMovePinsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MovePinsPayload",
        "kind": "LinkedField",
        "name": "movePins",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BoardPinFilters_board"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
    "name": "useMovePinsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MovePinsPayload",
        "kind": "LinkedField",
        "name": "movePins",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "concreteType": "BoardPinFilters",
                "kind": "LinkedField",
                "name": "pinFilters",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdByMe",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "favorited",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BoardColorCount",
                    "kind": "LinkedField",
                    "name": "colors",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "family",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BoardInterestCount",
                    "kind": "LinkedField",
                    "name": "interests",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Interest",
                        "kind": "LinkedField",
                        "name": "interest",
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
                            "name": "name",
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
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1731289f2ad3b300693bc11ef0ab48df086ab626548838e12a7834d29f82f398",
    "metadata": {},
    "name": "useMovePinsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "544ccad04b115eac0575e182b9132ccc";

export default node;
