/**
 * @generated SignedSource<<ae278bd12e620300112afe7718c09d3d>>
 * @relayHash b10a2495a7e2dc6acebb028753729614
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9286fc9960ecd1d55e619af3e0921ae8676307d980930336820d606638e4d4b0

import type { ConcreteRequest } from 'relay-runtime';
export type experienceCallsPlacementsQuery$variables = {
  placementIds: ReadonlyArray<string>;
};
export type experienceCallsPlacementsQuery$data = {
  readonly experiencePlacements: ReadonlyArray<{
    readonly display: {
      readonly anchor: string;
      readonly body: string;
      readonly buttonText: string;
      readonly hideFooter: boolean;
      readonly href: string | null | undefined;
      readonly title: string;
    } | null | undefined;
    readonly id: string;
    readonly placedExperienceId: string | null | undefined;
    readonly placementId: string;
    readonly type: number;
  }> | null | undefined;
};
export type experienceCallsPlacementsQuery = {
  response: experienceCallsPlacementsQuery$data;
  variables: experienceCallsPlacementsQuery$variables;
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
        "name": "id",
        "storageKey": null
      },
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
        "name": "placedExperienceId",
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
        "concreteType": "ExperienceDisplayData",
        "kind": "LinkedField",
        "name": "display",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "anchor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hideFooter",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "buttonText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "href",
            "storageKey": null
          }
        ],
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
    "name": "experienceCallsPlacementsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "experienceCallsPlacementsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9286fc9960ecd1d55e619af3e0921ae8676307d980930336820d606638e4d4b0",
    "metadata": {},
    "name": "experienceCallsPlacementsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b248f0a614d9b6a83c928815302e2907";

export default node;
