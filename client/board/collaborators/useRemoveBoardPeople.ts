/**
 * Removing a board's collaborator or pending invite (issue 15; platform §4 and §8: "collaborator or
 * invite removal restored on failure"). The edge leaves the lists at once (a Relay optimistic
 * updater); a refusal (an error as data) or a network failure rolls it back, so the person is
 * listed again, with an error toast.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useErrorToast } from '../../shell/useErrorToast';
import { unlistCollaborator, unlistInvite } from './connections';
import type { useRemoveBoardPeopleCollaboratorMutation } from './__generated__/useRemoveBoardPeopleCollaboratorMutation.graphql';
import type { useRemoveBoardPeopleInviteMutation } from './__generated__/useRemoveBoardPeopleInviteMutation.graphql';

/** The error toast's text (contract: "Couldn't remove {name}. Try again."). */
export const removeFailed = (name: string): string => `Couldn't remove ${name}. Try again.`;

const collaboratorMutation = graphql`
  mutation useRemoveBoardPeopleCollaboratorMutation($input: RemoveBoardCollaboratorInput!) {
    removeBoardCollaborator(input: $input) {
      removedUserId
      board {
        id
        collaboratorCount
        isCollaborative
      }
      errors {
        code
        message
      }
    }
  }
`;

const inviteMutation = graphql`
  mutation useRemoveBoardPeopleInviteMutation($input: RemoveBoardInviteInput!) {
    removeBoardInvite(input: $input) {
      removedInviteId
      errors {
        code
        message
      }
    }
  }
`;

export interface RemovePeople {
  /** Removes an accepted collaborator (`userId`: the User's global id). */
  readonly removeCollaborator: (userId: string, name: string) => void;
  /** Removes a pending invite (`inviteId`: the Invite's global id). */
  readonly removeInvite: (inviteId: string, name: string) => void;
}

/** The board's (global id) remove actions, each optimistic with rollback and an error toast. */
export function useRemoveBoardPeople(boardId: string): RemovePeople {
  const [commitCollaborator] = useMutation<useRemoveBoardPeopleCollaboratorMutation>(collaboratorMutation);
  const [commitInvite] = useMutation<useRemoveBoardPeopleInviteMutation>(inviteMutation);
  const toast = useErrorToast('remove-collaborator-toast');

  const removeCollaborator = useCallback(
    (userId: string, name: string) => {
      toast.dismiss();
      commitCollaborator({
        variables: { input: { boardId, userId } },
        optimisticUpdater: (store) => unlistCollaborator(store, boardId, userId, true),
        updater: (store, data) => {
          if (data?.removeBoardCollaborator.removedUserId && data.removeBoardCollaborator.errors.length === 0) unlistCollaborator(store, boardId, userId, !data.removeBoardCollaborator.board);
        },
        onCompleted: ({ removeBoardCollaborator: answer }) => {
          if (!answer.removedUserId || answer.errors.length > 0) toast.show(removeFailed(name));
        },
        onError: () => toast.show(removeFailed(name)),
      });
    },
    [commitCollaborator, toast, boardId],
  );

  const removeInvite = useCallback(
    (inviteId: string, name: string) => {
      toast.dismiss();
      commitInvite({
        variables: { input: { inviteId } },
        optimisticUpdater: (store) => unlistInvite(store, boardId, inviteId),
        updater: (store, data) => {
          if (data?.removeBoardInvite.removedInviteId && data.removeBoardInvite.errors.length === 0) unlistInvite(store, boardId, inviteId);
        },
        onCompleted: ({ removeBoardInvite: answer }) => {
          if (!answer.removedInviteId || answer.errors.length > 0) toast.show(removeFailed(name));
        },
        onError: () => toast.show(removeFailed(name)),
      });
    },
    [commitInvite, toast, boardId],
  );

  return { removeCollaborator, removeInvite };
}
