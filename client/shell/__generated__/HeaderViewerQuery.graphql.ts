/**
 * @generated SignedSource<<be7a7604eb0b5f15bf7e5e39efe635d8>>
 * @relayHash 3cfd298b8cfdfcfb77be8832907c8f77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb5e1dfaa745e1abf8dd79456da166792184cad22a43aefa4d185a55f3e27cd0

import type { ConcreteRequest } from 'relay-runtime';
export type SignupStep = "GENDER" | "INTERESTS" | "USE_CASE" | "%future added value";
export type HeaderViewerQuery$variables = Record<PropertyKey, never>;
export type HeaderViewerQuery$data = {
  readonly viewer: {
    readonly darkMode: boolean;
    readonly email: string | null | undefined;
    readonly experiments: ReadonlyArray<{
      readonly group: string;
      readonly name: string;
    }>;
    readonly isAuthenticated: boolean;
    readonly isBot: boolean;
    readonly isEmployee: boolean;
    readonly isLimitedLogin: boolean;
    readonly isPartner: boolean;
    readonly onboardingStep: SignupStep | null | undefined;
    readonly user: {
      readonly about: string;
      readonly entityId: string;
      readonly firstName: string;
      readonly fullName: string;
      readonly id: string;
      readonly imageSmallUrl: string;
      readonly lastName: string;
      readonly username: string;
    } | null | undefined;
  } | null | undefined;
};
export type HeaderViewerQuery = {
  response: HeaderViewerQuery$data;
  variables: HeaderViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isLimitedLogin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isBot",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isPartner",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isEmployee",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "darkMode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "onboardingStep",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ExperimentAssignment",
        "kind": "LinkedField",
        "name": "experiments",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "group",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
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
            "name": "entityId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fullName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "about",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageSmallUrl",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HeaderViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HeaderViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "eb5e1dfaa745e1abf8dd79456da166792184cad22a43aefa4d185a55f3e27cd0",
    "metadata": {},
    "name": "HeaderViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d511d7f4d5c266cc8932244c1615257c";

export default node;
