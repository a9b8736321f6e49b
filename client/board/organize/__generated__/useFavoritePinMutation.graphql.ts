/**
 * @generated SignedSource<<d781ee3d2e5ac324f1977653e84d4eb7>>
 * @relayHash 314dfd5c7316cf52cd726c146ee06ec2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 329c134d79badb90ed5023aee95fc1e9e7ebde69d54992978a69d3a54d4f3c5c

import type { ConcreteRequest } from 'relay-runtime';
export type FavoritePinInput = {
  favorited: boolean;
  pinId: string;
};
export type useFavoritePinMutation$variables = {
  input: FavoritePinInput;
};
export type useFavoritePinMutation$data = {
  readonly favoritePin: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly pin: {
      readonly favoritedByMe: boolean;
      readonly id: string;
    } | null | undefined;
  };
};
export type useFavoritePinMutation = {
  response: useFavoritePinMutation$data;
  variables: useFavoritePinMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "FavoritePinPayload",
    "kind": "LinkedField",
    "name": "favoritePin",
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
            "name": "favoritedByMe",
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
    "name": "useFavoritePinMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFavoritePinMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "329c134d79badb90ed5023aee95fc1e9e7ebde69d54992978a69d3a54d4f3c5c",
    "metadata": {},
    "name": "useFavoritePinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7841f35d62093d10eccda1fe8a526d5e";

export default node;
