/**
 * @generated SignedSource<<21f579a0a887c377388395481bbdb4d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useReactMutation_ReactMutation$variables = {
  pinId: string;
  reactionType?: number | null | undefined;
};
export type useReactMutation_ReactMutation$data = {
  readonly reactToPin: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly pin: {
      readonly id: string;
      readonly reactedByMe: boolean;
      readonly reactionCountsData: ReadonlyArray<{
        readonly reactionCount: number;
        readonly reactionType: number;
      }>;
    } | null | undefined;
  };
};
export type useReactMutation_ReactMutation = {
  response: useReactMutation_ReactMutation$data;
  variables: useReactMutation_ReactMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pinId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reactionType"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "pinId",
        "variableName": "pinId"
      },
      {
        "kind": "Variable",
        "name": "reactionType",
        "variableName": "reactionType"
      }
    ],
    "concreteType": "PinReactionPayload",
    "kind": "LinkedField",
    "name": "reactToPin",
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
            "name": "reactedByMe",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReactionCount",
            "kind": "LinkedField",
            "name": "reactionCountsData",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reactionType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reactionCount",
                "storageKey": null
              }
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
            "name": "message",
            "storageKey": null
          }
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
    "name": "useReactMutation_ReactMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReactMutation_ReactMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "363a9baea808a0e73a8c050acf2de1b3",
    "id": null,
    "metadata": {},
    "name": "useReactMutation_ReactMutation",
    "operationKind": "mutation",
    "text": "mutation useReactMutation_ReactMutation(\n  $pinId: ID!\n  $reactionType: Int\n) {\n  reactToPin(pinId: $pinId, reactionType: $reactionType) {\n    pin {\n      id\n      reactedByMe\n      reactionCountsData {\n        reactionType\n        reactionCount\n      }\n    }\n    errors {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c1f1c833ead86f2dd7e2f2373d65f05";

export default node;
