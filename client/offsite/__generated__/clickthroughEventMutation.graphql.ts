/**
 * @generated SignedSource<<8a932478b343159550ca97e57451eb97>>
 * @relayHash cbdf43152044122ee77a77b8d47f0936
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c559e4f9bcea561632bf9b437b5001523106a4acd75d619fb1223f76f0504ab7

import type { ConcreteRequest } from 'relay-runtime';
export type LogEventInput = {
  auxData?: string | null | undefined;
  component?: number | null | undefined;
  element?: number | null | undefined;
  eventType: number;
  objectIdStr?: string | null | undefined;
  viewParameter?: number | null | undefined;
  viewType?: number | null | undefined;
};
export type clickthroughEventMutation$variables = {
  input: LogEventInput;
};
export type clickthroughEventMutation$data = {
  readonly logEvent: {
    readonly ok: boolean;
  };
};
export type clickthroughEventMutation = {
  response: clickthroughEventMutation$data;
  variables: clickthroughEventMutation$variables;
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
    "concreteType": "LogPayload",
    "kind": "LinkedField",
    "name": "logEvent",
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
    "name": "clickthroughEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "clickthroughEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c559e4f9bcea561632bf9b437b5001523106a4acd75d619fb1223f76f0504ab7",
    "metadata": {},
    "name": "clickthroughEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dcae796258e55af7fc3afea5af29be05";

export default node;
