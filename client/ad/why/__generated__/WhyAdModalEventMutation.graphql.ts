/**
 * @generated SignedSource<<7e2efaabed0e87d90c3a0da4cbe84ce9>>
 * @relayHash 48010a3115789724e8702bb28e6d8689
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47bbfdcbcd68e7c3b51d02a1a1dc5c03938a00ac10dd0173f3ffe1cf3396da02

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
export type WhyAdModalEventMutation$variables = {
  input: LogEventInput;
};
export type WhyAdModalEventMutation$data = {
  readonly logEvent: {
    readonly ok: boolean;
  };
};
export type WhyAdModalEventMutation = {
  response: WhyAdModalEventMutation$data;
  variables: WhyAdModalEventMutation$variables;
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
    "name": "WhyAdModalEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WhyAdModalEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "47bbfdcbcd68e7c3b51d02a1a1dc5c03938a00ac10dd0173f3ffe1cf3396da02",
    "metadata": {},
    "name": "WhyAdModalEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "752313b04c277bcc318d6dd23a4a07c6";

export default node;
