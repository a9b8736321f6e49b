/**
 * @generated SignedSource<<20e1c404397a5e9689462932b74a0ef5>>
 * @relayHash a2b50e8d5bcae6fc20c24ff70f3875bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61a82d913efc900719788fcd6a0c4170c110408697bcc9a41fc5c33fac81fec8

import type { ConcreteRequest } from 'relay-runtime';
export type BoardLayout = "custom" | "default" | "quick_saves" | "%future added value";
export type SavePinInput = {
  boardId?: string | null | undefined;
  clientTrackingParams?: string | null | undefined;
  description?: string | null | undefined;
  disableEventLogInfo?: boolean | null | undefined;
  eventContext?: string | null | undefined;
  originalPinId?: string | null | undefined;
  pinId: string;
  sectionId?: string | null | undefined;
};
export type useSavePinMutation$variables = {
  input: SavePinInput;
};
export type useSavePinMutation$data = {
  readonly savePin: {
    readonly board: {
      readonly entityId: string;
      readonly id: string;
      readonly layout: BoardLayout;
      readonly name: string;
      readonly url: string;
    } | null | undefined;
    readonly created: boolean;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly isQuickSave: boolean;
    readonly originalPin: {
      readonly entityId: string;
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
    readonly pin: {
      readonly entityId: string;
      readonly id: string;
      readonly image: {
        readonly url: string;
      } | null | undefined;
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
      readonly entityId: string;
      readonly title: string;
      readonly url: string;
    } | null | undefined;
  };
};
export type useSavePinMutation = {
  response: useSavePinMutation$data;
  variables: useSavePinMutation$variables;
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
  "name": "entityId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boardId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "localPinId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Board",
  "kind": "LinkedField",
  "name": "board",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v4/*:: as any*/),
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
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "BoardSection",
  "kind": "LinkedField",
  "name": "section",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v9/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "SavedInfo",
  "kind": "LinkedField",
  "name": "savedInfo",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isQuickSave",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "created",
  "storageKey": null
},
v14 = {
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
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "BoardSection",
  "kind": "LinkedField",
  "name": "section",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v9/*:: as any*/),
    (v4/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "SavedInfo",
  "kind": "LinkedField",
  "name": "savedInfo",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    (v15/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSavePinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SavePinPayload",
        "kind": "LinkedField",
        "name": "savePin",
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
              (v5/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Pin",
            "kind": "LinkedField",
            "name": "originalPin",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
          (v10/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/)
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
    "name": "useSavePinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SavePinPayload",
        "kind": "LinkedField",
        "name": "savePin",
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
              (v5/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Pin",
            "kind": "LinkedField",
            "name": "originalPin",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
          (v15/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "61a82d913efc900719788fcd6a0c4170c110408697bcc9a41fc5c33fac81fec8",
    "metadata": {},
    "name": "useSavePinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f1c1bb4d75ac1be88823eced0da21f2b";

export default node;
