/**
 * @generated SignedSource<<c98c8975872ef833af2d152fb341cfa1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TopicFeeds_shoppingFeed$data = {
  readonly shoppingFeed: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"PinCard_pin">;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "TopicFeeds_shoppingFeed";
};
export type TopicFeeds_shoppingFeed$key = {
  readonly " $data"?: TopicFeeds_shoppingFeed$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicFeeds_shoppingFeed">;
};

import ShoppingFeedPaginationQuery_graphql from './ShoppingFeedPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "shoppingFeed"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 25,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "priceMax"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "priceMin"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": ShoppingFeedPaginationQuery_graphql
    }
  },
  "name": "TopicFeeds_shoppingFeed",
  "selections": [
    {
      "alias": "shoppingFeed",
      "args": [
        {
          "kind": "Variable",
          "name": "priceMax",
          "variableName": "priceMax"
        },
        {
          "kind": "Variable",
          "name": "priceMin",
          "variableName": "priceMin"
        }
      ],
      "concreteType": "PinConnection",
      "kind": "LinkedField",
      "name": "__TopicFeeds_shoppingFeed_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PinEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Pin",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PinCard_pin"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "e4528d79fd969d35a0dda46763428101";

export default node;
