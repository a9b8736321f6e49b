/**
 * @generated SignedSource<<b942eddce468aff0ba97a56bccf35b9c>>
 * @relayHash a14476fdbd19e131cd34ad75f7e33262
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c07a68f037ca2377c336d30c27a6d1f569bac11b07e6e8ebddafdc15e83e5b3b

import type { ConcreteRequest } from 'relay-runtime';
export type DeletePinInput = {
  clientTrackingParams?: string | null | undefined;
  pinId: string;
};
export type useDeletePinMutation$variables = {
  input: DeletePinInput;
};
export type useDeletePinMutation$data = {
  readonly deletePin: {
    readonly deletedPinId: string | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
  };
};
export type useDeletePinMutation = {
  response: useDeletePinMutation$data;
  variables: useDeletePinMutation$variables;
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
  "name": "deletedPinId",
  "storageKey": null
},
v3 = {
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
    "name": "useDeletePinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePinPayload",
        "kind": "LinkedField",
        "name": "deletePin",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "useDeletePinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeletePinPayload",
        "kind": "LinkedField",
        "name": "deletePin",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedPinId"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c07a68f037ca2377c336d30c27a6d1f569bac11b07e6e8ebddafdc15e83e5b3b",
    "metadata": {},
    "name": "useDeletePinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "486a91293c94c203b41e3da4363012c8";

export default node;
