/**
 * @generated SignedSource<<b298e7316cd38bcb42232d8bd37cfe66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeFeedTestQuery$variables = Record<PropertyKey, never>;
export type HomeFeedTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HomeFeed_query">;
};
export type HomeFeedTestQuery = {
  response: HomeFeedTestQuery$data;
  variables: HomeFeedTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeFeedTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HomeFeed_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeFeedTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "PinConnection",
        "kind": "LinkedField",
        "name": "homefeed",
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
                    "name": "seoUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StoryPinData",
                    "kind": "LinkedField",
                    "name": "storyPinData",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isDeleted",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pinTitle",
                        "storageKey": null
                      }
                    ],
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
                    "args": null,
                    "kind": "ScalarField",
                    "name": "altText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "autoAltText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dominantColor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "videoDuration",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CarouselData",
                    "kind": "LinkedField",
                    "name": "carouselData",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "index",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CarouselSlot",
                        "kind": "LinkedField",
                        "name": "carouselSlots",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "slotId",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isOosProduct",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isStaleProduct",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RichSummary",
                    "kind": "LinkedField",
                    "name": "richSummary",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Product",
                        "kind": "LinkedField",
                        "name": "products",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "OfferSummary",
                            "kind": "LinkedField",
                            "name": "offerSummary",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "price",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "minPrice",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "maxPrice",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "standardPrice",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "pinner",
                    "plural": false,
                    "selections": [
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
                        "name": "username",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "imageSmallUrl",
                        "storageKey": null
                      },
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "domain",
                    "storageKey": null
                  },
                  (v1/*:: as any*/),
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
        "storageKey": "homefeed(first:25)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "HomeFeed_homefeed",
        "kind": "LinkedHandle",
        "name": "homefeed"
      }
    ]
  },
  "params": {
    "cacheID": "0f8c2997da25be833b24d1d6cd8acd68",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "homefeed": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PinConnection"
        },
        "homefeed.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PinEdge"
        },
        "homefeed.edges.cursor": (v2/*:: as any*/),
        "homefeed.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Pin"
        },
        "homefeed.edges.node.__typename": (v2/*:: as any*/),
        "homefeed.edges.node.altText": (v3/*:: as any*/),
        "homefeed.edges.node.autoAltText": (v3/*:: as any*/),
        "homefeed.edges.node.carouselData": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarouselData"
        },
        "homefeed.edges.node.carouselData.carouselSlots": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CarouselSlot"
        },
        "homefeed.edges.node.carouselData.carouselSlots.slotId": (v2/*:: as any*/),
        "homefeed.edges.node.carouselData.index": (v4/*:: as any*/),
        "homefeed.edges.node.domain": (v3/*:: as any*/),
        "homefeed.edges.node.dominantColor": (v2/*:: as any*/),
        "homefeed.edges.node.entityId": (v2/*:: as any*/),
        "homefeed.edges.node.id": (v5/*:: as any*/),
        "homefeed.edges.node.image": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Image"
        },
        "homefeed.edges.node.image.height": (v4/*:: as any*/),
        "homefeed.edges.node.image.url": (v2/*:: as any*/),
        "homefeed.edges.node.image.width": (v4/*:: as any*/),
        "homefeed.edges.node.isOosProduct": (v6/*:: as any*/),
        "homefeed.edges.node.isStaleProduct": (v6/*:: as any*/),
        "homefeed.edges.node.pinner": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "homefeed.edges.node.pinner.fullName": (v2/*:: as any*/),
        "homefeed.edges.node.pinner.id": (v5/*:: as any*/),
        "homefeed.edges.node.pinner.imageSmallUrl": (v2/*:: as any*/),
        "homefeed.edges.node.pinner.username": (v2/*:: as any*/),
        "homefeed.edges.node.richSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RichSummary"
        },
        "homefeed.edges.node.richSummary.displayName": (v3/*:: as any*/),
        "homefeed.edges.node.richSummary.products": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Product"
        },
        "homefeed.edges.node.richSummary.products.offerSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OfferSummary"
        },
        "homefeed.edges.node.richSummary.products.offerSummary.maxPrice": (v3/*:: as any*/),
        "homefeed.edges.node.richSummary.products.offerSummary.minPrice": (v3/*:: as any*/),
        "homefeed.edges.node.richSummary.products.offerSummary.price": (v3/*:: as any*/),
        "homefeed.edges.node.richSummary.products.offerSummary.standardPrice": (v3/*:: as any*/),
        "homefeed.edges.node.seoUrl": (v2/*:: as any*/),
        "homefeed.edges.node.storyPinData": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "StoryPinData"
        },
        "homefeed.edges.node.storyPinData.isDeleted": (v6/*:: as any*/),
        "homefeed.edges.node.storyPinData.pinTitle": (v3/*:: as any*/),
        "homefeed.edges.node.title": (v2/*:: as any*/),
        "homefeed.edges.node.type": {
          "enumValues": [
            "carousel",
            "gif",
            "image",
            "product",
            "recipe",
            "story",
            "video"
          ],
          "nullable": false,
          "plural": false,
          "type": "PinType"
        },
        "homefeed.edges.node.videoDuration": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "homefeed.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "homefeed.pageInfo.endCursor": (v3/*:: as any*/),
        "homefeed.pageInfo.hasNextPage": (v6/*:: as any*/)
      }
    },
    "name": "HomeFeedTestQuery",
    "operationKind": "query",
    "text": "query HomeFeedTestQuery {\n  ...HomeFeed_query\n}\n\nfragment HomeFeed_query on Query {\n  homefeed(first: 25) {\n    edges {\n      node {\n        ...PinCard_pin\n        id\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment PinCardFooter_pin on Pin {\n  title\n  type\n  isOosProduct\n  isStaleProduct\n  richSummary {\n    displayName\n    products {\n      offerSummary {\n        price\n        minPrice\n        maxPrice\n        standardPrice\n      }\n    }\n  }\n  storyPinData {\n    pinTitle\n  }\n  pinner {\n    fullName\n    username\n    imageSmallUrl\n    id\n  }\n}\n\nfragment PinCardImage_pin on Pin {\n  title\n  altText\n  autoAltText\n  dominantColor\n  type\n  videoDuration\n  image(size: W236) {\n    url\n    width\n    height\n  }\n  carouselData {\n    index\n    carouselSlots {\n      slotId\n    }\n  }\n}\n\nfragment PinCardOverlay_pin on Pin {\n  domain\n}\n\nfragment PinCard_pin on Pin {\n  entityId\n  seoUrl\n  storyPinData {\n    isDeleted\n  }\n  ...PinCardImage_pin\n  ...PinCardFooter_pin\n  ...PinCardOverlay_pin\n}\n"
  }
};
})();

(node as any).hash = "4ded2e080cf15ff9c2b716a4f0c031b8";

export default node;
