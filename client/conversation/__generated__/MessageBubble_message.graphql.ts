/**
 * @generated SignedSource<<b41c529319f4d353662b8592d8b3784f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MessageBubble_message$data = {
  readonly isMine: boolean;
  readonly pin: {
    readonly entityId: string;
    readonly image: {
      readonly height: number;
      readonly url: string;
      readonly width: number;
    } | null | undefined;
    readonly title: string;
  } | null | undefined;
  readonly pinUnavailable: boolean;
  readonly sender: {
    readonly fullName: string;
    readonly imageMediumUrl: string;
    readonly username: string;
  } | null | undefined;
  readonly text: string;
  readonly " $fragmentType": "MessageBubble_message";
};
export type MessageBubble_message$key = {
  readonly " $data"?: MessageBubble_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageBubble_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageBubble_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pinUnavailable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "sender",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
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
          "name": "imageMediumUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Pin",
      "kind": "LinkedField",
      "name": "pin",
      "plural": false,
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "size",
              "value": "W236"
            }
          ],
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "image",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "width",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "height",
              "storageKey": null
            }
          ],
          "storageKey": "image(size:\"W236\")"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ConversationMessage",
  "abstractKey": null
};

(node as any).hash = "80955d92b2722a788b78447f4c887c66";

export default node;
