/**
 * @generated SignedSource<<4b375f2b5ea3583622c5f91ea7954aac>>
 * @relayHash 19581464c09a0a7b4aba1d45befbbe31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e9755363fcf6c0a4a8a308d73b70a1953556651428f07e35abf627d32cbbc76

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type routes_RepinQuery$variables = {
  editing: boolean;
  pinBoardId: string;
  pinId: string;
};
export type routes_RepinQuery$data = {
  readonly board?: {
    readonly " $fragmentSpreads": FragmentRefs<"RepinPage_board">;
  } | null | undefined;
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"RepinPage_pin">;
  } | null | undefined;
};
export type routes_RepinQuery = {
  response: routes_RepinQuery$data;
  variables: routes_RepinQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editing"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pinBoardId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pinId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "pinId"
  }
],
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "pinBoardId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v9 = [
  (v6/*:: as any*/),
  (v5/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "BoardSection",
  "kind": "LinkedField",
  "name": "section",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "routes_RepinQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Pin",
        "kind": "LinkedField",
        "name": "pin",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RepinPage_pin"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "editing",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Board",
            "kind": "LinkedField",
            "name": "board",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RepinPage_board"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "routes_RepinQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Pin",
        "kind": "LinkedField",
        "name": "pin",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seoUrl",
            "storageKey": null
          },
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "altText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dominantColor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "size",
                "value": "W236"
              }
            ],
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
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
              }
            ],
            "storageKey": "image(size:\"W236\")"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "pinner",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Board",
            "kind": "LinkedField",
            "name": "board",
            "plural": false,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          },
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedInfo",
            "kind": "LinkedField",
            "name": "savedInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "boardId",
                "storageKey": null
              },
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "editing",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Board",
            "kind": "LinkedField",
            "name": "board",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "0e9755363fcf6c0a4a8a308d73b70a1953556651428f07e35abf627d32cbbc76",
    "metadata": {},
    "name": "routes_RepinQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8517c0493f9f70dad1bb9fdde1679fc7";

export default node;
