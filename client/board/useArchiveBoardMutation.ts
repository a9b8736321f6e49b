import { useCallback, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useToast } from '../shell/toast/ToastProvider';
import type { useArchiveBoardMutation as ArchiveMutation } from './__generated__/useArchiveBoardMutation.graphql';

export const ARCHIVE_FAILED = "Couldn't archive the board. Please try again.";
export const UNARCHIVE_FAILED = "Couldn't unarchive the board. Please try again.";

const mutation = graphql`
  mutation useArchiveBoardMutation($input: ArchiveBoardInput!) {
    archiveBoard(input: $input) {
      board {
        id
        archived
      }
      errors {
        code
        field
        message
      }
    }
  }
`;

/**
 * Archive or unarchive a board (its owner). Applied at once (the banner shows or goes); on a failure,
 * as data or on the network, it is rolled back with an error toast. Taps while one is in flight are ignored.
 */
export function useArchiveBoard(): { readonly setArchived: (boardId: string, archived: boolean) => void; readonly inFlight: boolean } {
  const [commit, inFlight] = useMutation<ArchiveMutation>(mutation);
  const toast = useToast();
  const pending = useRef(false);
  const setArchived = useCallback(
    (boardId: string, archived: boolean) => {
      if (pending.current) return;
      pending.current = true;
      const fail = (message?: string) => {
        pending.current = false;
        toast.show({ text: message ?? (archived ? ARCHIVE_FAILED : UNARCHIVE_FAILED), type: 'error', dataTestId: 'board-archive-error-toast' });
      };
      commit({
        variables: { input: { boardId, archived } },
        optimisticResponse: { archiveBoard: { board: { id: boardId, archived }, errors: [] } },
        onCompleted: ({ archiveBoard }) => {
          if (!archiveBoard.board || archiveBoard.errors.length > 0) {
            fail(archiveBoard.errors[0]?.message);
            return;
          }
          pending.current = false;
          toast.show({ text: archived ? 'Board archived' : 'Board unarchived', dataTestId: 'board-archive-toast' });
        },
        onError: () => fail(),
      });
    },
    [commit, toast],
  );
  return { setArchived, inFlight };
}
