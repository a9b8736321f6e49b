/**
 * @generated SignedSource<<301a3aa5b4d04664ac6cdb62160157b1>>
 * @relayHash b898c39ff29e97d994203ee093522cdd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75b1ad74c8e2436f805679e93f0c762fd479397693cba287a09e903bbc897713

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
    "kind": "Variable",
    "name": "placementIds",
    "variableName": "placementIds"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "placementId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "experienceId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayData",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "triggerablePlacedExps",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSavePinExperienceQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExperiencePlacement",
        "kind": "LinkedField",
        "name": "experiencePlacements",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSavePinExperienceQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExperiencePlacement",
        "kind": "LinkedField",
        "name": "experiencePlacements",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "75b1ad74c8e2436f805679e93f0c762fd479397693cba287a09e903bbc897713",
    "metadata": {},
    "name": "useSavePinExperienceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1be2cfb591f014a46ff045b967ff3d6c";

export default node;
