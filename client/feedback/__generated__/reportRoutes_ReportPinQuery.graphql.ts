/**
 * @generated SignedSource<<78ee9ebdb6c076ccb5f8a9e2b2080f28>>
 * @relayHash a06533387739b6b64ff1f8d0a5095d9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 306f03d997983337d9d507689088539dec5677d341c5d9c483a95032d115d832

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type reportRoutes_ReportPinQuery$variables = {
  pinId: string;
};
export type reportRoutes_ReportPinQuery$data = {
  readonly pin: {
    readonly " $fragmentSpreads": FragmentRefs<"ReportPinPage_pin">;
  } | null | undefined;
  readonly viewer: {
    readonly isAuthenticated: boolean;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ReportReasons_query">;
};
export type reportRoutes_ReportPinQuery = {
  response: reportRoutes_ReportPinQuery$data;
  variables: reportRoutes_ReportPinQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pinId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAuthenticated",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "pinId"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "reportRoutes_ReportPinQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Pin",
        "kind": "LinkedField",
        "name": "pin",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReportPinPage_pin"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ReportReasons_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reportRoutes_ReportPinQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Pin",
        "kind": "LinkedField",
        "name": "pin",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "entityId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seoUrl",
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
            "alias": "thumbnail",
            "args": [
              {
                "kind": "Literal",
                "name": "size",
                "value": "S136X136"
              }
            ],
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": "image(size:\"S136X136\")"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PinReportReason",
        "kind": "LinkedField",
        "name": "pinReportReasons",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "306f03d997983337d9d507689088539dec5677d341c5d9c483a95032d115d832",
    "metadata": {},
    "name": "reportRoutes_ReportPinQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "73dc37c631eb4e30ea01367378537549";

export default node;
