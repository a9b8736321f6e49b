/**
 * @generated SignedSource<<ccdfa73f75248b2fa3d0b523a8267af0>>
 * @relayHash 500015738e9e372b05eac1c2fca5609e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf35dd4c1f5bd62ecfce717e3af31fcc0e850e1942a7a21767c9af9ba37329be

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateBoardSectionInput = {
  sectionId: string;
  title: string;
};
export type sectionMutationsUpdateMutation$variables = {
  input: UpdateBoardSectionInput;
};
export type sectionMutationsUpdateMutation$data = {
  readonly updateBoardSection: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly section: {
      readonly id: string;
      readonly slug: string;
      readonly title: string;
      readonly url: string;
    } | null | undefined;
  };
};
export type sectionMutationsUpdateMutation = {
  response: sectionMutationsUpdateMutation$data;
  variables: sectionMutationsUpdateMutation$variables;
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
    "concreteType": "BoardSectionPayload",
    "kind": "LinkedField",
    "name": "updateBoardSection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BoardSection",
        "kind": "LinkedField",
        "name": "section",
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
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
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
    "name": "sectionMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "sectionMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bf35dd4c1f5bd62ecfce717e3af31fcc0e850e1942a7a21767c9af9ba37329be",
    "metadata": {},
    "name": "sectionMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dcb95553f8bdd0cbdad46feaf266beeb";

export default node;
