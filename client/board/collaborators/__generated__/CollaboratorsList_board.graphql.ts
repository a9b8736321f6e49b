/**
 * @generated SignedSource<<5846588ad8508a014e726a779172620c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BoardViewerRole = "COLLABORATOR" | "NONE" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CollaboratorsList_board$data = {
  readonly collaborators: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly user: {
          readonly fullName: string;
          readonly id: string;
          readonly imageMediumUrl: string;
          readonly isViewer: boolean;
          readonly username: string;
        };
      };
    }>;
  };
  readonly id: string;
  readonly invites: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly invitedUser: {
          readonly fullName: string;
          readonly id: string;
          readonly imageMediumUrl: string;
          readonly username: string;
        };
        readonly inviter: {
          readonly isViewer: boolean;
        } | null | undefined;
      };
    }>;
  };
  readonly owner: {
    readonly fullName: string;
    readonly id: string;
    readonly imageMediumUrl: string;
    readonly username: string;
  };
  readonly viewerRole: BoardViewerRole;
  readonly " $fragmentType": "CollaboratorsList_board";
};
export type CollaboratorsList_board$key = {
  readonly " $data"?: CollaboratorsList_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollaboratorsList_board">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageMediumUrl",
  "storageKey": null
},
v4 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isViewer",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v8 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "collaborators"
        ]
      },
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "invites"
        ]
      }
    ]
  },
  "name": "CollaboratorsList_board",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "collaborators",
      "args": null,
      "concreteType": "BoardCollaboratorConnection",
      "kind": "LinkedField",
      "name": "__CollaboratorsList_collaborators_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BoardCollaboratorEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "BoardCollaborator",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "user",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/),
                    (v1/*:: as any*/),
                    (v2/*:: as any*/),
                    (v3/*:: as any*/),
                    (v5/*:: as any*/)
                  ],
                  "storageKey": null
                },
                (v6/*:: as any*/)
              ],
              "storageKey": null
            },
            (v7/*:: as any*/)
          ],
          "storageKey": null
        },
        (v8/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": "invites",
      "args": null,
      "concreteType": "InviteConnection",
      "kind": "LinkedField",
      "name": "__CollaboratorsList_invites_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "InviteEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Invite",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "invitedUser",
                  "plural": false,
                  "selections": (v4/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "inviter",
                  "plural": false,
                  "selections": [
                    (v5/*:: as any*/)
                  ],
                  "storageKey": null
                },
                (v6/*:: as any*/)
              ],
              "storageKey": null
            },
            (v7/*:: as any*/)
          ],
          "storageKey": null
        },
        (v8/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Board",
  "abstractKey": null
};
})();

(node as any).hash = "fa7faaf6376383a635ff1a3f1e997dee";

export default node;
