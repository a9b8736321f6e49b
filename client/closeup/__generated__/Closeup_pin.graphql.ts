/**
 * @generated SignedSource<<8c29fedd157e387ebfda1b05b55c0384>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Closeup_pin$data = {
  readonly board: {
    readonly name: string;
    readonly url: string;
  };
  readonly description: string;
  readonly domain: string | null | undefined;
  readonly entityId: string;
  readonly imageSignature: string;
  readonly link: string | null | undefined;
  readonly pinner: {
    readonly fullName: string;
    readonly imageMediumUrl: string;
    readonly username: string;
  };
  readonly storyPinData: {
    readonly isDeleted: boolean;
  } | null | undefined;
  readonly title: string;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsLink_pin" | "AnnotationChips_pin" | "PinMedia_pin" | "PromoteButton_pin" | "Reactions_pin" | "Recipe_pin" | "RelatedPins_pin" | "SaveControl_pin" | "SeeMore_pin" | "useOutboundLink_pin">;
  readonly " $fragmentType": "Closeup_pin";
};
export type Closeup_pin$key = {
  readonly " $data"?: Closeup_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"Closeup_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Closeup_pin",
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
      "name": "imageSignature",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "domain",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Literal",
          "name": "size",
          "value": "W736"
        }
      ],
      "kind": "FragmentSpread",
      "name": "PinMedia_pin"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "pinner",
      "plural": false,
      "selections": [
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
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageMediumUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Board",
      "kind": "LinkedField",
      "name": "board",
      "plural": false,
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
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryPinData",
      "kind": "LinkedField",
      "name": "storyPinData",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDeleted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SeeMore_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Recipe_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AnnotationChips_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Reactions_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AnalyticsLink_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PromoteButton_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SaveControl_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RelatedPins_pin"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useOutboundLink_pin"
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "b51e8605d20bec89ea1fb223426ae6d8";

export default node;
