import { useCallback, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordProxy } from 'relay-runtime';
import { useToast } from '../../shell/toast/ToastProvider';
import { removeSavedPin } from './saveStore';
import { SAVE_FAILED } from './useSavePin';
import type { useUnsavePinMutation } from './__generated__/useUnsavePinMutation.graphql';

export interface UnsaveInput {
  /** The pin's global id. */
  readonly pinId: string;
  /** The board's global id to take it out of; left out: every one of the viewer's saves of it. */
  readonly boardId?: string | null;
}

export interface UnsaveCallbacks {
  readonly onSuccess?: () => void;
  readonly onFailure?: (message: string, code: string | null) => void;
}

const mutation = graphql`
  mutation useUnsavePinMutation($input: UnsavePinInput!) {
    unsavePin(input: $input) {
      pin {
        id
        ...savedInfoFields_pin @relay(mask: false)
      }
      removedFromBoardIds
      errors {
        message
        code
      }
    }
  }
`;

/** The board record the pin is being taken out of: the one asked for, else its savedInfo's board. */
function boardOf(pin: RecordProxy, boardId: string | null | undefined, get: (id: string) => RecordProxy | null | undefined): RecordProxy | null {
  if (boardId) return get(boardId) ?? null;
  return pin.getLinkedRecord('savedInfo')?.getLinkedRecord('board') ?? null;
}

/**
 * Unsaves a pin (pin-card §4 'saved' → 'deleting' → undefined): optimistic — savedInfo null, the
 * pin out of the board's grid and the viewer's saved pins — then the server's answer; a failure
 * (as data or network) reverts it and shows an error toast. `unsave` returns false while this
 * hook's previous unsave is in flight.
 */
export function useUnsavePin(): { unsave: (input: UnsaveInput, callbacks?: UnsaveCallbacks) => boolean; inFlight: boolean } {
  const [commit, inFlight] = useMutation<useUnsavePinMutation>(mutation);
  const toast = useToast();
  const pending = useRef(false);

  const unsave = useCallback(
    (input: UnsaveInput, callbacks: UnsaveCallbacks = {}) => {
      if (pending.current) return false;
      pending.current = true;
      // The board is read before the optimistic change clears savedInfo, for the server's answer too.
      let boardRecordId: string | null = null;
      const fail = (message: string | null | undefined, code: string | null) => {
        const text = message?.trim() ? message : SAVE_FAILED;
        toast.show({ text, type: 'error', dataTestId: 'unsave-error-toast' });
        callbacks.onFailure?.(text, code);
      };
      commit({
        variables: { input: { pinId: input.pinId, boardId: input.boardId ?? null } },
        optimisticUpdater: (store) => {
          const pin = store.get(input.pinId);
          if (!pin) return;
          const board = boardOf(pin, input.boardId, (id) => store.get(id));
          boardRecordId = board?.getDataID() ?? null;
          pin.setValue(null, 'savedInfo');
          removeSavedPin(store, input.pinId, board);
        },
        updater: (store, data) => {
          const payload = data?.unsavePin;
          if (!payload || payload.errors.length > 0 || !payload.pin) return;
          const board = boardRecordId ? (store.get(boardRecordId) ?? null) : null;
          removeSavedPin(store, input.pinId, board, payload.pin.savedInfo !== null);
        },
        onCompleted: (response) => {
          pending.current = false;
          const payload = response.unsavePin;
          if (payload.errors.length > 0 || !payload.pin) {
            fail(payload.errors[0]?.message, payload.errors[0]?.code ?? null);
            return;
          }
          callbacks.onSuccess?.();
        },
        onError: () => {
          pending.current = false;
          fail(null, null);
        },
      });
      return true;
    },
    [commit, toast],
  );
  return { unsave, inFlight };
}
