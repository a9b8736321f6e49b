/**
 * @generated SignedSource<<6e9a67fc3f7dd5edd3b15eb039a94941>>
 * @relayHash c8e39dd28b2c3b6dee3a9feccaa1cbe0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b4f6b5c8c98d229cfb29169ed0ed93ed6b2d1e2c55c3e72153fa09a7ad1c24e

import type { ConcreteRequest } from 'relay-runtime';
export type clickthroughStatisticMutation$variables = {
  name: string;
  tag: string;
};
export type clickthroughStatisticMutation$data = {
  readonly logStatistic: {
    readonly ok: boolean;
  };
};
export type clickthroughStatisticMutation = {
  response: clickthroughStatisticMutation$data;
  variables: clickthroughStatisticMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tag"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "tag",
        "variableName": "tag"
      }
    ],
    "concreteType": "LogPayload",
    "kind": "LinkedField",
    "name": "logStatistic",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "clickthroughStatisticMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "clickthroughStatisticMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5b4f6b5c8c98d229cfb29169ed0ed93ed6b2d1e2c55c3e72153fa09a7ad1c24e",
    "metadata": {},
    "name": "clickthroughStatisticMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e4dcb4e440b2198e3336c4bf810d27cd";

export default node;
