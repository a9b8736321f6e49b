/**
 * @generated SignedSource<<4729e0b8476ce2237bcaecca288681df>>
 * @relayHash aad22d3a732d62af875872eeb0a71ec8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d20f7cbcf7d0a7bc1cf05f86a6e8ffa4f25404eb2272252dbe767130d38a4ed2

import type { ConcreteRequest } from 'relay-runtime';
export type InvitesButtonQuery$variables = Record<PropertyKey, never>;
export type InvitesButtonQuery$data = {
  readonly viewer: {
    readonly boardInviteCount: number;
  } | null | undefined;
};
export type InvitesButtonQuery = {
  response: InvitesButtonQuery$data;
  variables: InvitesButtonQuery$variables;
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
        "name": "boardInviteCount",
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
    "name": "InvitesButtonQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InvitesButtonQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d20f7cbcf7d0a7bc1cf05f86a6e8ffa4f25404eb2272252dbe767130d38a4ed2",
    "metadata": {},
    "name": "InvitesButtonQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2fdb22ba9b9758483440c42f95ab4a64";

export default node;
