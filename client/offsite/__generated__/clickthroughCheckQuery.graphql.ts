/**
 * @generated SignedSource<<315c0c40dd249a50dfc7ffa656bdf3b3>>
 * @relayHash 8ff395dd057e6d9d0b5d195b35d41bd7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 282d2d91e3cf6be4ffcd91a49268ab1b41363f349cf9164028882af5f9559f99

import type { ConcreteRequest } from 'relay-runtime';
export type clickthroughCheckQuery$variables = {
  auxData?: string | null | undefined;
  clientTrackingParams?: string | null | undefined;
  pinId?: string | null | undefined;
  thirdPartyAd?: string | null | undefined;
  url: string;
};
export type clickthroughCheckQuery$data = {
  readonly offsiteCheck: {
    readonly message: string;
    readonly redirectStatus: string;
    readonly url: string;
  };
};
export type clickthroughCheckQuery = {
  response: clickthroughCheckQuery$data;
  variables: clickthroughCheckQuery$variables;
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
    "name": "offsiteCheck",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "redirectStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "clickthroughCheckQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
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
    "name": "clickthroughCheckQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "282d2d91e3cf6be4ffcd91a49268ab1b41363f349cf9164028882af5f9559f99",
    "metadata": {},
    "name": "clickthroughCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4f12ed87cb57ae0087efd529928f6142";

export default node;
