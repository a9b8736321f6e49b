import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useToast } from '../../shell/toast/ToastProvider';
import { useErrorToast } from '../../shell/useErrorToast';
import { pinsLabel, removeSelected, type PinSelection } from './connection';
import type { useDeletePinsMutation } from './__generated__/useDeletePinsMutation.graphql';

export const DELETE_PINS_FAILED = "Couldn't delete those Pins. Try again.";

const mutation = graphql`
  mutation useDeletePinsMutation($input: DeletePinsInput!) {
    deletePins(input: $input) {
      count
      deletedPinIds
      board {
        id
        pinCount
        ...BoardPinFilters_board
      }
      errors {
        code
        message
      }
    }
  }
`;

export interface DeletePinsTarget {
  /** The board's global id. */
  readonly boardId: string;
  readonly pinCount: number;
  /** The grid's connection (its __id): the pins leave it at once. */
  readonly connectionId: string;
}

/**
 * Deletes the selected pins from the board (deletePins), applied at once: they leave the grid and
 * the board's count drops (optimistic), and come back with an error toast if the server says no.
 * `onDone(true)` after the server agreed (select all: the grid is then fetched again).
 */
export function useDeletePins(target: DeletePinsTarget): { remove: (selection: PinSelection, count: number, onDone: (ok: boolean) => void) => void; inFlight: boolean } {
  const [commit, inFlight] = useMutation<useDeletePinsMutation>(mutation);
  const toast = useToast();
  const errorToast = useErrorToast('organize-error-toast');
  const { boardId, pinCount, connectionId } = target;
  const remove = useCallback(
    (selection: PinSelection, count: number, onDone: (ok: boolean) => void) => {
      const fail = (message?: string) => {
        errorToast.show(message ?? DELETE_PINS_FAILED);
        onDone(false);
      };
      commit({
        variables: {
          input: { boardId, pinIds: selection.pinIds, selectAll: selection.selectAll, exceptPinIds: selection.exceptPinIds },
        },
        optimisticUpdater: (store) => {
          removeSelected(store, connectionId, selection);
          store.get(boardId)?.setValue(Math.max(0, pinCount - count), 'pinCount');
        },
        updater: (store, data) => {
          if (!data || data.deletePins.errors.length > 0) return;
          removeSelected(store, connectionId, selection);
        },
        onCompleted: ({ deletePins }) => {
          if (deletePins.errors.length > 0) {
            fail(deletePins.errors[0]?.message);
            return;
          }
          toast.show({ text: `Deleted ${pinsLabel(deletePins.count)}`, dataTestId: 'organize-toast' });
          onDone(true);
        },
        onError: () => fail(),
      });
    },
    [commit, toast, errorToast, boardId, pinCount, connectionId],
  );
  return { remove, inFlight };
}
