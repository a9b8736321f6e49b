/**
 * Inviting someone to a board (issue 15: inviteToBoard by username or e-mail; createBoardInviteCode
 * for the shareable link, channel 1). A new invite joins the board's pending invites in the store,
 * so "Collaborators" lists it when you go back.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { INVITE_CONNECTION } from './connections';
import type { useInviteToBoardMutation } from './__generated__/useInviteToBoardMutation.graphql';
import type { useInviteToBoardCodeMutation } from './__generated__/useInviteToBoardCodeMutation.graphql';

export const INVITE_FAILED = "Couldn't send the invite. Try again.";
export const LINK_FAILED = "Couldn't make an invite link. Try again.";
/** platform §9: the invite channel of the link copied from "Add collaborators". */
export const COPY_LINK_CHANNEL = 1;

const inviteMutation = graphql`
  mutation useInviteToBoardMutation($input: InviteToBoardInput!) {
    inviteToBoard(input: $input) {
      invite {
        id
        invitedUser {
          id
          username
          fullName
          imageMediumUrl
        }
        inviter {
          isViewer
        }
      }
      emailInvite {
        email
      }
      errors {
        code
        message
      }
    }
  }
`;

const codeMutation = graphql`
  mutation useInviteToBoardCodeMutation($input: CreateBoardInviteCodeInput!) {
    createBoardInviteCode(input: $input) {
      inviteCode {
        code
        url
      }
      errors {
        code
        message
      }
    }
  }
`;

/** Puts the new invite first in the board's pending invites, unless it is there already (an invite again answers the same one). */
function listInvite(store: RecordSourceSelectorProxy, boardId: string): void {
  const board = store.get(boardId);
  const invite = store.getRootField('inviteToBoard')?.getLinkedRecord('invite');
  const connection = board ? ConnectionHandler.getConnection(board, INVITE_CONNECTION) : null;
  if (!invite || !connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === invite.getDataID())) return;
  const edge = ConnectionHandler.createEdge(store, connection, invite, 'InviteEdge');
  ConnectionHandler.insertEdgeBefore(connection, edge);
}

/** What an invite came to: sent (to a member, or by e-mail), or the server's reason it was not. */
export type InviteOutcome = { readonly ok: true; readonly email: boolean } | { readonly ok: false; readonly message: string };

export function useInviteToBoard(boardId: string) {
  const [commitInvite] = useMutation<useInviteToBoardMutation>(inviteMutation);
  const [commitCode, makingLink] = useMutation<useInviteToBoardCodeMutation>(codeMutation);

  const invite = useCallback(
    (who: { readonly username: string } | { readonly email: string }, done: (outcome: InviteOutcome) => void) => {
      commitInvite({
        variables: { input: { boardId, ...who } },
        updater: (store, data) => {
          if (data?.inviteToBoard.invite && data.inviteToBoard.errors.length === 0) listInvite(store, boardId);
        },
        onCompleted: ({ inviteToBoard: answer }) => {
          if (answer.errors.length > 0 || (!answer.invite && !answer.emailInvite)) done({ ok: false, message: answer.errors[0]?.message ?? INVITE_FAILED });
          else done({ ok: true, email: !answer.invite });
        },
        onError: () => done({ ok: false, message: INVITE_FAILED }),
      });
    },
    [commitInvite, boardId],
  );

  /** The board's invite link (an absolute address), or an error message. */
  const makeLink = useCallback(
    (done: (result: { readonly url: string } | { readonly message: string }) => void) => {
      commitCode({
        variables: { input: { boardId, channel: COPY_LINK_CHANNEL } },
        onCompleted: ({ createBoardInviteCode: answer }) => {
          if (!answer.inviteCode || answer.errors.length > 0) done({ message: answer.errors[0]?.message ?? LINK_FAILED });
          else done({ url: new URL(answer.inviteCode.url, window.location.origin).toString() });
        },
        onError: () => done({ message: LINK_FAILED }),
      });
    },
    [commitCode, boardId],
  );

  return { invite, makeLink, makingLink };
}
