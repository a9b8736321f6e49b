/**
 * The owner's "Collaborators can invite" switch (issue 15: boards.collaborators_can_invite through
 * updateBoard). Applied at once; rolled back with an error toast when the server refuses or fails.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useErrorToast } from '../../shell/useErrorToast';
import type { useCollaboratorsCanInviteMutation } from './__generated__/useCollaboratorsCanInviteMutation.graphql';

export const CAN_INVITE_FAILED = "Couldn't change who can invite. Try again.";

const mutation = graphql`
  mutation useCollaboratorsCanInviteMutation($input: UpdateBoardInput!) {
    updateBoard(input: $input) {
      board {
        id
        collaboratorsCanInvite
      }
      errors {
        code
        message
      }
    }
  }
`;

export function useCollaboratorsCanInvite(boardId: string): { readonly set: (value: boolean) => void; readonly inFlight: boolean } {
  const [commit, inFlight] = useMutation<useCollaboratorsCanInviteMutation>(mutation);
  const toast = useErrorToast('collaborators-can-invite-toast');
  const set = useCallback(
    (value: boolean) => {
      toast.dismiss();
      commit({
        variables: { input: { boardId, collaboratorsCanInvite: value } },
        optimisticUpdater: (store) => store.get(boardId)?.setValue(value, 'collaboratorsCanInvite'),
        onCompleted: ({ updateBoard }) => {
          if (!updateBoard.board || updateBoard.errors.length > 0) toast.show(updateBoard.errors[0]?.message ?? CAN_INVITE_FAILED);
        },
        onError: () => toast.show(CAN_INVITE_FAILED),
      });
    },
    [commit, toast, boardId],
  );
  return { set, inFlight };
}
