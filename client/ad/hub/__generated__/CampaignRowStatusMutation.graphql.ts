/**
 * @generated SignedSource<<110ae1c74dfb3a7905110e2879b9d19e>>
 * @relayHash 9cfd3d8112dbefd55e9b60c968d4626e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 672581518417d40afd6c8175ff15e7fd9bbdacf94703b3bd30a65be8ba283067

import type { ConcreteRequest } from 'relay-runtime';
export type AdStatus = "ACTIVE" | "ARCHIVED" | "PAUSED" | "%future added value";
export type SetCampaignStatusInput = {
  id: string;
  status: AdStatus;
};
export type CampaignRowStatusMutation$variables = {
  input: SetCampaignStatusInput;
};
export type CampaignRowStatusMutation$data = {
  readonly setCampaignStatus: {
    readonly campaign: {
      readonly id: string;
      readonly status: AdStatus;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type CampaignRowStatusMutation = {
  response: CampaignRowStatusMutation$data;
  variables: CampaignRowStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CampaignPayload",
    "kind": "LinkedField",
    "name": "setCampaignStatus",
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
            "name": "status",
            "storageKey": null
          }
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
    "name": "CampaignRowStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CampaignRowStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "672581518417d40afd6c8175ff15e7fd9bbdacf94703b3bd30a65be8ba283067",
    "metadata": {},
    "name": "CampaignRowStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c6c6f2259901ada8a291146fc369023a";

export default node;
