/**
 * @generated SignedSource<<d0659eeb74cb174c91a91e24fe457b53>>
 * @relayHash 337686e6c63bc1403013609e718d2a33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bc8f896261016eaddc323cf1838b662051202fb37fdabac128c59ecd4de2092

import type { ConcreteRequest } from 'relay-runtime';
export type SharedIdeaHeaderQuery$variables = {
  username: string;
};
export type SharedIdeaHeaderQuery$data = {
  readonly user: {
    readonly firstName: string;
    readonly imageMediumUrl: string;
  } | null | undefined;
};
export type SharedIdeaHeaderQuery = {
  response: SharedIdeaHeaderQuery$data;
  variables: SharedIdeaHeaderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "username"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "username",
    "variableName": "username"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageMediumUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SharedIdeaHeaderQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SharedIdeaHeaderQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9bc8f896261016eaddc323cf1838b662051202fb37fdabac128c59ecd4de2092",
    "metadata": {},
    "name": "SharedIdeaHeaderQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cc34aed48124972b306df979772d22ea";

export default node;
