/**
 * A collaborator leaves a board (issue 15: leaveBoard deletes their own collaborator row). Not
 * optimistic: the page goes away only once the server agrees; a refusal shows an error toast.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useErrorToast } from '../../shell/useErrorToast';
import type { useLeaveBoardMutation } from './__generated__/useLeaveBoardMutation.graphql';

export const LEAVE_FAILED = "Couldn't leave the board. Try again.";

const mutation = graphql`
  mutation useLeaveBoardMutation($input: LeaveBoardInput!) {
    leaveBoard(input: $input) {
      leftBoardId
      errors {
        code
        message
      }
    }
  }
`;

export function useLeaveBoard(boardId: string, onLeft: () => void): { readonly leave: () => void; readonly inFlight: boolean } {
  const [commit, inFlight] = useMutation<useLeaveBoardMutation>(mutation);
  const toast = useErrorToast('leave-board-toast');
  const leave = useCallback(() => {
    toast.dismiss();
    commit({
      variables: { input: { boardId } },
      onCompleted: ({ leaveBoard }) => {
        if (!leaveBoard.leftBoardId || leaveBoard.errors.length > 0) toast.show(leaveBoard.errors[0]?.message ?? LEAVE_FAILED);
        else onLeft();
      },
      onError: () => toast.show(LEAVE_FAILED),
    });
  }, [commit, toast, boardId, onLeft]);
  return { leave, inFlight };
}
