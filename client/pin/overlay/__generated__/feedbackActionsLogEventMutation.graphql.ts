/**
 * @generated SignedSource<<0888108e83ae23ea97cce9096338f982>>
 * @relayHash 73f70e8a1e02a5b28e12d96aeb35a950
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f056705b9ca608efda993f85112219a5e5fc3ec045c8ab7de6543c248ba6d2e

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
export type feedbackActionsLogEventMutation$variables = {
  input: LogEventInput;
};
export type feedbackActionsLogEventMutation$data = {
  readonly logEvent: {
    readonly ok: boolean;
  };
};
export type feedbackActionsLogEventMutation = {
  response: feedbackActionsLogEventMutation$data;
  variables: feedbackActionsLogEventMutation$variables;
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
    "name": "feedbackActionsLogEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "feedbackActionsLogEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9f056705b9ca608efda993f85112219a5e5fc3ec045c8ab7de6543c248ba6d2e",
    "metadata": {},
    "name": "feedbackActionsLogEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "346aad5f2fef73d1000b75332ffc64e0";

export default node;
