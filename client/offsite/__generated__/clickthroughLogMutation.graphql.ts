/**
 * @generated SignedSource<<b89c529db967e6c7da94ab85db731b8e>>
 * @relayHash 49e51ef11b148b8a6bb56a0c31f97a79
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42da65b5afade49ffd64e368c3f0cf7e43dfd5814ba272647cc724f1547c92ad

import type { ConcreteRequest } from 'relay-runtime';
export type clickthroughLogMutation$variables = {
  auxData?: string | null | undefined;
  clientTrackingParams?: string | null | undefined;
  pinId?: string | null | undefined;
  thirdPartyAd?: string | null | undefined;
  url: string;
};
export type clickthroughLogMutation$data = {
  readonly logClickthrough: {
    readonly redirectStatus: string;
  } | null | undefined;
};
export type clickthroughLogMutation = {
  response: clickthroughLogMutation$data;
  variables: clickthroughLogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "auxData"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientTrackingParams"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "pinId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "thirdPartyAd"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "url"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "auxData",
        "variableName": "auxData"
      },
      {
        "kind": "Variable",
        "name": "clientTrackingParams",
        "variableName": "clientTrackingParams"
      },
      {
        "kind": "Variable",
        "name": "pinId",
        "variableName": "pinId"
      },
      {
        "kind": "Variable",
        "name": "thirdPartyAd",
        "variableName": "thirdPartyAd"
      },
      {
        "kind": "Variable",
        "name": "url",
        "variableName": "url"
      }
    ],
    "concreteType": "OffsiteCheck",
    "kind": "LinkedField",
    "name": "logClickthrough",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "redirectStatus",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "clickthroughLogMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "clickthroughLogMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "42da65b5afade49ffd64e368c3f0cf7e43dfd5814ba272647cc724f1547c92ad",
    "metadata": {},
    "name": "clickthroughLogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7fd330ae3fea92965744f3baeb6ba7af";

export default node;
