/**
 * @generated SignedSource<<e7540064a0f017f09373e367612140f6>>
 * @relayHash 63e1d26928de51ecbe908f61b894a1a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 820a612c1f4975fe46d2dfe38293324f548fce860304df20783bcc224cc180ff

import type { ConcreteRequest } from 'relay-runtime';
export type PinCreateMethod = "BUTTON" | "SCRAPED" | "UPLOADED" | "%future added value";
export type StoryBlockType = "HEADING" | "PARAGRAPH" | "%future added value";
export type CreatePinInput = {
  altText?: string | null | undefined;
  boardId: string;
  carouselSlots?: ReadonlyArray<CarouselSlotInput> | null | undefined;
  description?: string | null | undefined;
  guid?: string | null | undefined;
  imageBase64?: string | null | undefined;
  imageSignature?: string | null | undefined;
  imageUrl?: string | null | undefined;
  link?: string | null | undefined;
  method?: PinCreateMethod | null | undefined;
  sectionId?: string | null | undefined;
  storyPages?: ReadonlyArray<StoryPageInput> | null | undefined;
  title?: string | null | undefined;
  uploadId?: string | null | undefined;
};
export type CarouselSlotInput = {
  details?: string | null | undefined;
  imageSignature?: string | null | undefined;
  link?: string | null | undefined;
  title?: string | null | undefined;
  uploadId?: string | null | undefined;
};
export type StoryPageInput = {
  blocks?: ReadonlyArray<StoryBlockInput> | null | undefined;
  imageSignature?: string | null | undefined;
  uploadId?: string | null | undefined;
};
export type StoryBlockInput = {
  text: string;
  type: StoryBlockType;
};
export type useCreatePinMutation$variables = {
  input: CreatePinInput;
};
export type useCreatePinMutation$data = {
  readonly createPin: {
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
    readonly pin: {
      readonly board: {
        readonly name: string;
        readonly url: string;
      };
      readonly entityId: string;
      readonly id: string;
      readonly seoUrl: string;
    } | null | undefined;
  };
};
export type useCreatePinMutation = {
  response: useCreatePinMutation$data;
  variables: useCreatePinMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "seoUrl",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v7 = {
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
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreatePinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreatePinPayload",
        "kind": "LinkedField",
        "name": "createPin",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Pin",
            "kind": "LinkedField",
            "name": "pin",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Board",
                "kind": "LinkedField",
                "name": "board",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreatePinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreatePinPayload",
        "kind": "LinkedField",
        "name": "createPin",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Pin",
            "kind": "LinkedField",
            "name": "pin",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Board",
                "kind": "LinkedField",
                "name": "board",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "820a612c1f4975fe46d2dfe38293324f548fce860304df20783bcc224cc180ff",
    "metadata": {},
    "name": "useCreatePinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b143cc70871530a6afb67d1d4d00c51f";

export default node;
