/**
 * @generated SignedSource<<180ecc439fc55488f25f744dd6593745>>
 * @relayHash c2fc0274fcf26d45c29d53a924568ebb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f29fb0a468f139bc6db7747e60ee7ee3784c71bc65d5930b27c893e187b4876

import type { ConcreteRequest } from 'relay-runtime';
export type sendAttributionFailureMutation$variables = {
  message?: string | null | undefined;
  name: string;
};
export type sendAttributionFailureMutation$data = {
  readonly logClientError: {
    readonly ok: boolean;
  };
};
export type sendAttributionFailureMutation = {
  response: sendAttributionFailureMutation$data;
  variables: sendAttributionFailureMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "message"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "message",
        "variableName": "message"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": "LogPayload",
    "kind": "LinkedField",
    "name": "logClientError",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "sendAttributionFailureMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "sendAttributionFailureMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6f29fb0a468f139bc6db7747e60ee7ee3784c71bc65d5930b27c893e187b4876",
    "metadata": {},
    "name": "sendAttributionFailureMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "32b1944a5907ec7166ca2bd4ba185295";

export default node;
