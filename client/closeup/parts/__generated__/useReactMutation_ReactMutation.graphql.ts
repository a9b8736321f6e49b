/**
 * @generated SignedSource<<13f0690788660f570d6541ab1eec784a>>
 * @relayHash 363a9baea808a0e73a8c050acf2de1b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ffc4b6dfdbf94b6dcfee6dd98b9fe1d383009b3d8d9b45baae0457d36eee044

import type { ConcreteRequest } from 'relay-runtime';
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
    "id": "7ffc4b6dfdbf94b6dcfee6dd98b9fe1d383009b3d8d9b45baae0457d36eee044",
    "metadata": {},
    "name": "useReactMutation_ReactMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c2f9377461a712cb1fe4c90f59b3e65b";

export default node;
