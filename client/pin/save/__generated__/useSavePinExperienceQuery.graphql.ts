/**
 * @generated SignedSource<<7bcc8ca8559b22d616d2e1898e89c0a3>>
 * @relayHash ab92cc02f466eb781e63f73b9a1a4544
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93b775efbb0e862e01af06a02194d0e26a2c7541b25b63da25e1d3be6753055e

import type { ConcreteRequest } from 'relay-runtime';
export type useSavePinExperienceQuery$variables = {
  placementIds: ReadonlyArray<string>;
};
export type useSavePinExperienceQuery$data = {
  readonly experiencePlacements: ReadonlyArray<{
    readonly displayData: any | null | undefined;
    readonly experienceId: string | null | undefined;
    readonly placementId: string;
    readonly triggerablePlacedExps: ReadonlyArray<string>;
    readonly type: number;
  }> | null | undefined;
};
export type useSavePinExperienceQuery = {
  response: useSavePinExperienceQuery$data;
  variables: useSavePinExperienceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "placementIds"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "placementIds",
        "variableName": "placementIds"
      }
    ],
    "concreteType": "ExperiencePlacement",
    "kind": "LinkedField",
    "name": "experiencePlacements",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "placementId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "experienceId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayData",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "triggerablePlacedExps",
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
    "name": "useSavePinExperienceQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSavePinExperienceQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "93b775efbb0e862e01af06a02194d0e26a2c7541b25b63da25e1d3be6753055e",
    "metadata": {},
    "name": "useSavePinExperienceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1be2cfb591f014a46ff045b967ff3d6c";

export default node;
