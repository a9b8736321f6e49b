import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useToast } from '../../shell/toast/ToastProvider';
import { useErrorToast } from '../../shell/useErrorToast';
import { pinsLabel, removeSelected, type PinSelection } from './connection';
import type { useMovePinsMutation } from './__generated__/useMovePinsMutation.graphql';

export const MOVE_PINS_FAILED = "Couldn't move those Pins. Try again.";

const mutation = graphql`
  mutation useMovePinsMutation($input: MovePinsInput!) {
    movePins(input: $input) {
      count
      board {
        id
        pinCount
        ...BoardPinFilters_board
      }
      toBoard {
        id
        pinCount
      }
      toSection {
        id
        pinCount
      }
      errors {
        code
        message
      }
    }
  }
`;

export interface MoveDestination {
  /** The target board's global id. */
  readonly boardId: string;
  readonly boardName: string;
  /** A section of it (global id), or null for the board itself. */
  readonly sectionId: string | null;
  readonly sectionTitle: string | null;
}

/**
 * Moves the selected pins to another board or a section (movePins). Not optimistic: when the
 * server agrees the pins leave the grid (unless they only went into a section of this same board,
 * whose grid shows its sections' pins too) and a toast says where they went.
 */
export function useMovePins(boardId: string, connectionId: string): {
  move: (selection: PinSelection, to: MoveDestination, onDone: (ok: boolean) => void) => void;
  inFlight: boolean;
} {
  const [commit, inFlight] = useMutation<useMovePinsMutation>(mutation);
  const toast = useToast();
  const errorToast = useErrorToast('organize-error-toast');
  const move = useCallback(
    (selection: PinSelection, to: MoveDestination, onDone: (ok: boolean) => void) => {
      const fail = (message?: string) => {
        errorToast.show(message ?? MOVE_PINS_FAILED);
        onDone(false);
      };
      const leaves = to.boardId !== boardId;
      commit({
        variables: {
          input: {
            boardId,
            pinIds: selection.pinIds,
            selectAll: selection.selectAll,
            exceptPinIds: selection.exceptPinIds,
            toBoardId: to.boardId,
            toSectionId: to.sectionId,
          },
        },
        updater: (store, data) => {
          if (!data || data.movePins.errors.length > 0 || !leaves) return;
          removeSelected(store, connectionId, selection);
        },
        onCompleted: ({ movePins }) => {
          if (movePins.errors.length > 0) {
            fail(movePins.errors[0]?.message);
            return;
          }
          toast.show({ text: `Moved ${pinsLabel(movePins.count)} to ${to.sectionTitle ?? to.boardName}`, dataTestId: 'organize-toast' });
          onDone(true);
        },
        onError: () => fail(),
      });
    },
    [commit, toast, errorToast, boardId, connectionId],
  );
  return { move, inFlight };
}
