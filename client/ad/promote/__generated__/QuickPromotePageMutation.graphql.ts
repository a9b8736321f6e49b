/**
 * @generated SignedSource<<cc62c7b97c23b10327c85d44cc2d6555>>
 * @relayHash 88bbcdb89c58bece1141a92f64887c98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c3a2bf79b2dd5c15c46818f7ca0ad0fd30a1cc9e44c04a562dd49f47a624b5e

import type { ConcreteRequest } from 'relay-runtime';
export type AdStatus = "ACTIVE" | "ARCHIVED" | "PAUSED" | "%future added value";
export type AudienceMode = "AUTOMATIC" | "CHOSEN" | "%future added value";
export type CampaignObjective = "AWARENESS" | "CATALOG_SALES" | "CONSIDERATION" | "VIDEO_VIEW" | "WEB_CONVERSION" | "%future added value";
export type QuickPromoteInput = {
  adAccountId: string;
  audience: AudienceInput;
  bidMicros?: any | null | undefined;
  dailyBudgetMicros: any;
  destinationUrl?: string | null | undefined;
  durationDays: number;
  objective: CampaignObjective;
  pinId: string;
};
export type AudienceInput = {
  ageBuckets?: ReadonlyArray<string> | null | undefined;
  genders?: ReadonlyArray<string> | null | undefined;
  interestIds?: ReadonlyArray<string> | null | undefined;
  locales?: ReadonlyArray<string> | null | undefined;
  mode: AudienceMode;
  pinId?: string | null | undefined;
};
export type QuickPromotePageMutation$variables = {
  input: QuickPromoteInput;
};
export type QuickPromotePageMutation$data = {
  readonly quickPromote: {
    readonly ad: {
      readonly entityId: string;
      readonly id: string;
    } | null | undefined;
    readonly campaign: {
      readonly dailyBudgetMicros: any | null | undefined;
      readonly endTime: any | null | undefined;
      readonly entityId: string;
      readonly id: string;
      readonly name: string;
      readonly status: AdStatus;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type QuickPromotePageMutation = {
  response: QuickPromotePageMutation$data;
  variables: QuickPromotePageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "QuickPromotePayload",
    "kind": "LinkedField",
    "name": "quickPromote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Campaign",
        "kind": "LinkedField",
        "name": "campaign",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dailyBudgetMicros",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endTime",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Ad",
        "kind": "LinkedField",
        "name": "ad",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
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
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "name": "QuickPromotePageMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuickPromotePageMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "4c3a2bf79b2dd5c15c46818f7ca0ad0fd30a1cc9e44c04a562dd49f47a624b5e",
    "metadata": {},
    "name": "QuickPromotePageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0e245401d284ec8570b82a57bbe192e1";

export default node;
