/**
 * @generated SignedSource<<082282bf27104acaf729e503110648a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
  }>;
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
    "cacheID": "ab92cc02f466eb781e63f73b9a1a4544",
    "id": null,
    "metadata": {},
    "name": "useSavePinExperienceQuery",
    "operationKind": "query",
    "text": "query useSavePinExperienceQuery(\n  $placementIds: [String!]!\n) {\n  experiencePlacements(placementIds: $placementIds) {\n    placementId\n    experienceId\n    type\n    displayData\n    triggerablePlacedExps\n  }\n}\n"
  }
};
})();

(node as any).hash = "1be2cfb591f014a46ff045b967ff3d6c";

export default node;
