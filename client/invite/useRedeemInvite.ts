/**
 * Joining a board from the invite landing (platform §4, §6): redeemBoardInviteCode for an invite
 * link, or acceptBoardInvite for a direct invite the viewer holds for the board at this address
 * (accept_invite=true without a code). Each answers the board joined, or null (refused, errors as
 * data, or a network failure: the landing then says nothing, platform §8).
 */
import { commitMutation, fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { samePath } from './landing';
import type { useRedeemInviteCodeMutation } from './__generated__/useRedeemInviteCodeMutation.graphql';
import type { useRedeemInviteDirectMutation } from './__generated__/useRedeemInviteDirectMutation.graphql';
import type { useRedeemInvitePendingQuery } from './__generated__/useRedeemInvitePendingQuery.graphql';

/** The board a redemption answers. */
export interface JoinedBoard {
  readonly id: string;
  readonly name: string;
  readonly url: string;
}

/** How many of the viewer's pending invites are searched for the board at this address. */
export const PENDING_INVITES_SEARCHED = 50;

const redeemMutation = graphql`
  mutation useRedeemInviteCodeMutation($input: RedeemBoardInviteCodeInput!) {
    redeemBoardInviteCode(input: $input) {
      board {
        id
        entityId
        name
        url
      }
      errors {
        code
        message
      }
    }
  }
`;

const acceptMutation = graphql`
  mutation useRedeemInviteDirectMutation($input: AcceptBoardInviteInput!) {
    acceptBoardInvite(input: $input) {
      acceptedInviteId @deleteRecord
      board {
        id
        entityId
        name
        url
      }
      errors {
        code
        message
      }
    }
  }
`;

const pendingQuery = graphql`
  query useRedeemInvitePendingQuery($first: Int!) {
    viewer {
      boardInvites(first: $first) {
        edges {
          node {
            id
            board {
              url
            }
          }
        }
      }
    }
  }
`;

type BoardAnswer = { readonly entityId: string; readonly name: string; readonly url: string } | null | undefined;

function joined(board: BoardAnswer, errors: ReadonlyArray<unknown> | null | undefined): JoinedBoard | null {
  if (!board || (errors && errors.length > 0)) return null;
  return { id: board.entityId, name: board.name, url: board.url };
}

/** redeemBoardInviteCode(inviteCode). */
export function redeemInviteCode(environment: Environment, inviteCode: string): Promise<JoinedBoard | null> {
  return new Promise((resolve) => {
    commitMutation<useRedeemInviteCodeMutation>(environment, {
      mutation: redeemMutation,
      variables: { input: { inviteCode } },
      onCompleted: (data) => resolve(joined(data.redeemBoardInviteCode.board, data.redeemBoardInviteCode.errors)),
      onError: () => resolve(null),
    });
  });
}

/** acceptBoardInvite for the viewer's pending invite to the board at `pathname`, if they hold one. */
export async function acceptDirectInvite(environment: Environment, pathname: string): Promise<JoinedBoard | null> {
  let inviteId: string | undefined;
  try {
    const data = await fetchQuery<useRedeemInvitePendingQuery>(environment, pendingQuery, { first: PENDING_INVITES_SEARCHED }, { fetchPolicy: 'network-only' }).toPromise();
    inviteId = data?.viewer?.boardInvites.edges.find((edge) => samePath(edge.node.board.url, pathname))?.node.id;
  } catch {
    return null;
  }
  if (!inviteId) return null;
  const id = inviteId;
  return new Promise((resolve) => {
    commitMutation<useRedeemInviteDirectMutation>(environment, {
      mutation: acceptMutation,
      variables: { input: { inviteId: id } },
      onCompleted: (data) => resolve(joined(data.acceptBoardInvite.board, data.acceptBoardInvite.errors)),
      onError: () => resolve(null),
    });
  });
}
