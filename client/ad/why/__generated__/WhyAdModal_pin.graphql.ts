/**
 * @generated SignedSource<<baf6cd54895d695ca947cc1fcef11c49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WhyAdModal_pin$data = {
  readonly adServeId: string | null | undefined;
  readonly adTargetingAttribution: {
    readonly advertiserName: string | null | undefined;
    readonly customerListMatched: boolean;
    readonly engagementMatched: boolean;
    readonly expandedTargetingMatched: boolean;
    readonly fromGpsLocation: boolean;
    readonly geoPostalCode: string | null | undefined;
    readonly geoRegion: string | null | undefined;
    readonly isFirstPartyPersonalizationEnabled: boolean;
    readonly isThirdPartyPersonalizationEnabled: boolean;
    readonly lookalikeMatched: boolean;
    readonly matchedAgeBucket: string | null | undefined;
    readonly matchedDevice: string | null | undefined;
    readonly matchedGender: string | null | undefined;
    readonly matchedInterest: string | null | undefined;
    readonly matchedKeyword: string | null | undefined;
    readonly matchedLocale: string | null | undefined;
    readonly personaMatched: boolean;
    readonly shoppingProspectingMatched: boolean;
    readonly visitorMatched: boolean;
  } | null | undefined;
  readonly entityId: string;
  readonly isEligibleForPromotedPartnership: boolean;
  readonly promotedPartnershipAdvertiserName: string | null | undefined;
  readonly promotedPartnershipAttributionName: string | null | undefined;
  readonly promoter: {
    readonly fullName: string;
    readonly username: string;
  } | null | undefined;
  readonly " $fragmentType": "WhyAdModal_pin";
};
export type WhyAdModal_pin$key = {
  readonly " $data"?: WhyAdModal_pin$data;
  readonly " $fragmentSpreads": FragmentRefs<"WhyAdModal_pin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WhyAdModal_pin",
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
      "name": "adServeId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "promoter",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isEligibleForPromotedPartnership",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "promotedPartnershipAdvertiserName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "promotedPartnershipAttributionName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdTargetingAttribution",
      "kind": "LinkedField",
      "name": "adTargetingAttribution",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "advertiserName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isFirstPartyPersonalizationEnabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isThirdPartyPersonalizationEnabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customerListMatched",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lookalikeMatched",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "engagementMatched",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expandedTargetingMatched",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromGpsLocation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "visitorMatched",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shoppingProspectingMatched",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "personaMatched",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "matchedAgeBucket",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "matchedLocale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "matchedInterest",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "matchedGender",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "matchedDevice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "matchedKeyword",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "geoRegion",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "geoPostalCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pin",
  "abstractKey": null
};

(node as any).hash = "fe3d792d0ca157872c853da01573eb34";

export default node;
