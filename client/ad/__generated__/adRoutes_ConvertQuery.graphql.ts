/**
 * @generated SignedSource<<8c881acda4f5884faed1941ae9f9f4c7>>
 * @relayHash 059d24bd04f920b82708940f01f635d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 185e3335cbe393dd0975f6676433d4692598cfbbc672445c3b2fa47cc49107ea

import type { ConcreteRequest } from 'relay-runtime';
export type adRoutes_ConvertQuery$variables = Record<PropertyKey, never>;
export type adRoutes_ConvertQuery$data = {
  readonly viewer: {
    readonly businessName: string | null | undefined;
    readonly isAuthenticated: boolean;
    readonly isPartner: boolean;
  } | null | undefined;
};
export type adRoutes_ConvertQuery = {
  response: adRoutes_ConvertQuery$data;
  variables: adRoutes_ConvertQuery$variables;
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
        "name": "isPartner",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "businessName",
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
    "name": "adRoutes_ConvertQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "adRoutes_ConvertQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "185e3335cbe393dd0975f6676433d4692598cfbbc672445c3b2fa47cc49107ea",
    "metadata": {},
    "name": "adRoutes_ConvertQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d1abf416ef896eaa60d442a3c8dd677d";

export default node;
