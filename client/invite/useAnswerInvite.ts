/**
 * Accepting or declining a received board invite (issue 15: acceptBoardInvite, declineBoardInvite).
 * The invite leaves the list and the header's count drops at once (a Relay optimistic updater); a
 * refusal (an error as data) or a network failure rolls both back, with an error toast. Accepting
 * says "You joined {board}" with a link to it.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { useToast } from '../shell/toast/ToastProvider';
import { useErrorToast } from '../shell/useErrorToast';
import type { useAnswerInviteAcceptMutation } from './__generated__/useAnswerInviteAcceptMutation.graphql';
import type { useAnswerInviteDeclineMutation } from './__generated__/useAnswerInviteDeclineMutation.graphql';

/** Connection key of Viewer.boardInvites on the invites page. */
export const RECEIVED_INVITES_CONNECTION = 'InvitesPage_boardInvites';
export const acceptFailed = (board: string): string => `Couldn't join "${board}". Try again.`;
export const declineFailed = (board: string): string => `Couldn't decline the invite to "${board}". Try again.`;

const acceptMutation = graphql`
  mutation useAnswerInviteAcceptMutation($input: AcceptBoardInviteInput!) {
    acceptBoardInvite(input: $input) {
      acceptedInviteId
      board {
        id
        url
        name
        viewerRole
      }
      viewer {
        boardInviteCount
      }
      errors {
        code
        message
      }
    }
  }
`;

const declineMutation = graphql`
  mutation useAnswerInviteDeclineMutation($input: DeclineBoardInviteInput!) {
    declineBoardInvite(input: $input) {
      declinedInviteId
      viewer {
        boardInviteCount
      }
      errors {
        code
        message
      }
    }
  }
`;

/**
 * Takes the invite out of the viewer's received invites; `adjustCount` also lowers the header's
 * count (the optimistic guess: a server answer brings the count itself).
 */
export function unlistReceivedInvite(store: RecordSourceSelectorProxy, inviteId: string, adjustCount: boolean): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return;
  const connection = ConnectionHandler.getConnection(viewer, RECEIVED_INVITES_CONNECTION);
  if (connection) ConnectionHandler.deleteNode(connection, inviteId);
  const count = viewer.getValue('boardInviteCount');
  if (adjustCount && typeof count === 'number' && count > 0) viewer.setValue(count - 1, 'boardInviteCount');
}

export interface InviteTarget {
  /** The Invite's global id. */
  readonly id: string;
  readonly boardName: string;
}

export function useAnswerInvite(): { readonly accept: (invite: InviteTarget) => void; readonly decline: (invite: InviteTarget) => void } {
  const [commitAccept] = useMutation<useAnswerInviteAcceptMutation>(acceptMutation);
  const [commitDecline] = useMutation<useAnswerInviteDeclineMutation>(declineMutation);
  const toast = useToast();
  const errorToast = useErrorToast('invite-answer-toast');

  const accept = useCallback(
    (invite: InviteTarget) => {
      errorToast.dismiss();
      commitAccept({
        variables: { input: { inviteId: invite.id } },
        optimisticUpdater: (store) => unlistReceivedInvite(store, invite.id, true),
        updater: (store, data) => {
          const answer = data?.acceptBoardInvite;
          if (answer?.acceptedInviteId && answer.errors.length === 0) unlistReceivedInvite(store, invite.id, !answer.viewer);
        },
        onCompleted: ({ acceptBoardInvite: answer }) => {
          if (!answer.acceptedInviteId || answer.errors.length > 0) {
            errorToast.show(answer.errors[0]?.message ?? acceptFailed(invite.boardName));
            return;
          }
          const name = answer.board?.name ?? invite.boardName;
          toast.show({
            text: `You joined ${name}`,
            dataTestId: 'invite-accepted-toast',
            primaryAction: answer.board ? { label: 'View board', href: answer.board.url, dataTestId: 'invite-accepted-view' } : undefined,
          });
        },
        onError: () => errorToast.show(acceptFailed(invite.boardName)),
      });
    },
    [commitAccept, toast, errorToast],
  );

  const decline = useCallback(
    (invite: InviteTarget) => {
      errorToast.dismiss();
      commitDecline({
        variables: { input: { inviteId: invite.id } },
        optimisticUpdater: (store) => unlistReceivedInvite(store, invite.id, true),
        updater: (store, data) => {
          const answer = data?.declineBoardInvite;
          if (answer?.declinedInviteId && answer.errors.length === 0) unlistReceivedInvite(store, invite.id, !answer.viewer);
        },
        onCompleted: ({ declineBoardInvite: answer }) => {
          if (!answer.declinedInviteId || answer.errors.length > 0) errorToast.show(answer.errors[0]?.message ?? declineFailed(invite.boardName));
        },
        onError: () => errorToast.show(declineFailed(invite.boardName)),
      });
    },
    [commitDecline, errorToast],
  );

  return { accept, decline };
}
