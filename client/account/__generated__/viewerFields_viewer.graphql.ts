/**
 * @generated SignedSource<<75e1049dbaf0946c0e2d0ced7690293c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SignupStep = "GENDER" | "INTERESTS" | "USE_CASE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type viewerFields_viewer$data = {
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
  readonly " $fragmentType": "viewerFields_viewer";
};
export type viewerFields_viewer$key = {
  readonly " $data"?: viewerFields_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"viewerFields_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "viewerFields_viewer",
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "d65e72b1bc3316c38c789096d95af65c";

export default node;
