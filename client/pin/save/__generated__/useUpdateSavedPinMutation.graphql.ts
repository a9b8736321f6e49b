/**
 * @generated SignedSource<<88bd17e63a129a42e0d128a4caf1403d>>
 * @relayHash 251fc0d00973289202941cc11926846a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 872ddd1e603e0a71c84829c7a60924b991604ce990a23e534e2a62d6c0d5c4c3

import type { ConcreteRequest } from 'relay-runtime';
export type BoardLayout = "custom" | "default" | "quick_saves" | "%future added value";
export type UpdateSavedPinInput = {
  boardId: string;
  description?: string | null | undefined;
  newBoardId?: string | null | undefined;
  pinId: string;
  sectionId?: string | null | undefined;
};
export type useUpdateSavedPinMutation$variables = {
  input: UpdateSavedPinInput;
};
export type useUpdateSavedPinMutation$data = {
  readonly updateSavedPin: {
    readonly board: {
      readonly entityId: string;
      readonly id: string;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly pin: {
      readonly description: string;
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
    } | null | undefined;
    readonly section: {
      readonly title: string;
    } | null | undefined;
  };
};
export type useUpdateSavedPinMutation = {
  response: useUpdateSavedPinMutation$data;
  variables: useUpdateSavedPinMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boardId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "localPinId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Board",
  "kind": "LinkedField",
  "name": "board",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v8/*:: as any*/),
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
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Board",
  "kind": "LinkedField",
  "name": "board",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
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
    "name": "useUpdateSavedPinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SavePinPayload",
        "kind": "LinkedField",
        "name": "updateSavedPin",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Pin",
            "kind": "LinkedField",
            "name": "pin",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedInfo",
                "kind": "LinkedField",
                "name": "savedInfo",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BoardSection",
                    "kind": "LinkedField",
                    "name": "section",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v10/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BoardSection",
            "kind": "LinkedField",
            "name": "section",
            "plural": false,
            "selections": [
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v12/*:: as any*/)
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
    "name": "useUpdateSavedPinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SavePinPayload",
        "kind": "LinkedField",
        "name": "updateSavedPin",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Pin",
            "kind": "LinkedField",
            "name": "pin",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedInfo",
                "kind": "LinkedField",
                "name": "savedInfo",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BoardSection",
                    "kind": "LinkedField",
                    "name": "section",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v10/*:: as any*/),
                      (v8/*:: as any*/),
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
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BoardSection",
            "kind": "LinkedField",
            "name": "section",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "872ddd1e603e0a71c84829c7a60924b991604ce990a23e534e2a62d6c0d5c4c3",
    "metadata": {},
    "name": "useUpdateSavedPinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a4215674626ba19b20c9dc602bf0a169";

export default node;
