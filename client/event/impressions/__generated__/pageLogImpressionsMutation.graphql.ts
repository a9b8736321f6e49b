/**
 * @generated SignedSource<<01db766131a10f4e5a64ab427aaeecde>>
 * @relayHash caf756b7f859f023ca78120819feec6c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 901296346c20bdd43153645a5382f6b5ffaa665d67c59dfd435c7a3bc37f4853

import type { ConcreteRequest } from 'relay-runtime';
export type LogImpressionsInput = {
  impressions: ReadonlyArray<ImpressionInput>;
};
export type ImpressionInput = {
  auxData: string;
  eventType: number;
  pinId: string;
};
export type pageLogImpressionsMutation$variables = {
  input: LogImpressionsInput;
};
export type pageLogImpressionsMutation$data = {
  readonly logImpressions: {
    readonly ok: boolean;
  };
};
export type pageLogImpressionsMutation = {
  response: pageLogImpressionsMutation$data;
  variables: pageLogImpressionsMutation$variables;
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
    "name": "logImpressions",
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
    "name": "pageLogImpressionsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "pageLogImpressionsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "901296346c20bdd43153645a5382f6b5ffaa665d67c59dfd435c7a3bc37f4853",
    "metadata": {},
    "name": "pageLogImpressionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d310709128bc5971d6bf4ab17d0ae5eb";

export default node;
