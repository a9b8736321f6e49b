/**
 * @generated SignedSource<<1a67a2b5e72087cb87b17f33a1399599>>
 * @relayHash f240bc9737af37a0f4212016bbf93333
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b60a602fdd7bd30db66aee2a3a84bcf9036a2a8e58a13cf6826e339ec5f38939

import type { ConcreteRequest } from 'relay-runtime';
export type useReactMutation_RemoveMutation$variables = {
  pinId: string;
};
export type useReactMutation_RemoveMutation$data = {
  readonly removePinReaction: {
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
export type useReactMutation_RemoveMutation = {
  response: useReactMutation_RemoveMutation$data;
  variables: useReactMutation_RemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pinId"
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
      }
    ],
    "concreteType": "PinReactionPayload",
    "kind": "LinkedField",
    "name": "removePinReaction",
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
    "name": "useReactMutation_RemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReactMutation_RemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b60a602fdd7bd30db66aee2a3a84bcf9036a2a8e58a13cf6826e339ec5f38939",
    "metadata": {},
    "name": "useReactMutation_RemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3bd932c9ccad6728d3085bb7dfcec3ca";

export default node;
