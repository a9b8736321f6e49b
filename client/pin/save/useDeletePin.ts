import { useCallback, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { useToast } from '../../shell/toast/ToastProvider';
import { removeSavedPin } from './saveStore';
import type { useDeletePinMutation } from './__generated__/useDeletePinMutation.graphql';

/** pin-card §8. */
export const PIN_DELETED = 'Pin deleted!';
export const PIN_DELETE_FAILED = 'Sorry! There was an error deleting your Pin.';
const HOME_FEED_CONNECTION = 'HomeFeed_homefeed';

export interface DeleteCallbacks {
  readonly onSuccess?: () => void;
  readonly onFailure?: () => void;
}

const mutation = graphql`
  mutation useDeletePinMutation($input: DeletePinInput!) {
    deletePin(input: $input) {
      deletedPinId @deleteRecord
      errors {
        code
        message
      }
    }
  }
`;

/** Takes the pin out of the lists the store holds it in (home feed, its boards' grids, saved pins) before its record goes. */
function unlist(store: RecordSourceSelectorProxy, pinId: string): void {
  const pin = store.get(pinId);
  const homefeed = ConnectionHandler.getConnection(store.getRoot(), HOME_FEED_CONNECTION);
  if (homefeed) ConnectionHandler.deleteNode(homefeed, pinId);
  const boards = [pin?.getLinkedRecord('board'), pin?.getLinkedRecord('pinnedToBoard'), pin?.getLinkedRecord('savedInfo')?.getLinkedRecord('board')];
  const seen = new Set<string>();
  for (const board of boards) {
    if (!board || seen.has(board.getDataID())) continue;
    seen.add(board.getDataID());
    removeSavedPin(store, pinId, board, true);
  }
  removeSavedPin(store, pinId, null);
}

/**
 * Deletes a pin the viewer pinned (platform §4 pin delete applied immediately, §7 Delete
 * PinResource): it leaves the store at once (optimistic @deleteRecord), then 'Pin deleted!'; on a
 * failure (as data or network) it comes back and the toast says 'Sorry! There was an error deleting
 * your Pin.'. `remove` returns false while a delete is in flight.
 */
export function useDeletePin(): { remove: (pinId: string, callbacks?: DeleteCallbacks) => boolean; inFlight: boolean } {
  const [commit, inFlight] = useMutation<useDeletePinMutation>(mutation);
  const toast = useToast();
  const pending = useRef(false);

  const remove = useCallback(
    (pinId: string, callbacks: DeleteCallbacks = {}) => {
      if (pending.current) return false;
      pending.current = true;
      const fail = () => {
        pending.current = false;
        toast.show({ text: PIN_DELETE_FAILED, type: 'error', dataTestId: 'delete-pin-error-toast' });
        callbacks.onFailure?.();
      };
      commit({
        variables: { input: { pinId } },
        optimisticResponse: { deletePin: { deletedPinId: pinId, errors: [] } },
        optimisticUpdater: (store) => unlist(store, pinId),
        updater: (store, data) => {
          if (data?.deletePin.deletedPinId) unlist(store, data.deletePin.deletedPinId);
        },
        onCompleted: ({ deletePin }) => {
          if (!deletePin.deletedPinId || deletePin.errors.length > 0) {
            fail();
            return;
          }
          pending.current = false;
          toast.show({ text: PIN_DELETED, dataTestId: 'delete-pin-toast' });
          callbacks.onSuccess?.();
        },
        onError: fail,
      });
      return true;
    },
    [commit, toast],
  );
  return { remove, inFlight };
}
