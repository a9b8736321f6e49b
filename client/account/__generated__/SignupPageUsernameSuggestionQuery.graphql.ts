/**
 * @generated SignedSource<<a59b10cf029edeefc113bed468023c1a>>
 * @relayHash 3a1735c88a836c5a34e8a8662852bd1e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e809b71a8d3810eeb482e6ead55c4c46dca1e86be6d29f02bbe387a373681b25

import type { ConcreteRequest } from 'relay-runtime';
export type SignupPageUsernameSuggestionQuery$variables = {
  name: string;
};
export type SignupPageUsernameSuggestionQuery$data = {
  readonly usernameSuggestion: string | null | undefined;
};
export type SignupPageUsernameSuggestionQuery = {
  response: SignupPageUsernameSuggestionQuery$data;
  variables: SignupPageUsernameSuggestionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "kind": "ScalarField",
    "name": "usernameSuggestion",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SignupPageUsernameSuggestionQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignupPageUsernameSuggestionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e809b71a8d3810eeb482e6ead55c4c46dca1e86be6d29f02bbe387a373681b25",
    "metadata": {},
    "name": "SignupPageUsernameSuggestionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "45c5526279e93ad8eb4bcb66cc6e8722";

export default node;
