import { useCallback, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useToast } from '../../shell/toast/ToastProvider';
import { insertSavedPin, removeSavedPin } from './saveStore';
import { SAVE_FAILED } from './useSavePin';
import type { useUpdateSavedPinMutation } from './__generated__/useUpdateSavedPinMutation.graphql';

export interface UpdateSavedPinInput {
  /** The saved pin's global id. */
  readonly pinId: string;
  /** The global id of the board it is saved to now. */
  readonly boardId: string;
  /** Move it to this board (global id); null or the same board: stay. */
  readonly newBoardId?: string | null;
  /** The v3 id of a section of the (new) board; '' takes it out of its section; undefined leaves it. */
  readonly sectionId?: string | null;
  /** At most 500 characters (pin-card §9); undefined leaves it. */
  readonly description?: string | null;
}

export interface UpdatedSave {
  readonly boardEntityId: string;
  readonly boardName: string;
  readonly boardUrl: string;
  readonly sectionTitle: string | null;
}

export interface UpdateCallbacks {
  readonly onSuccess?: (result: UpdatedSave) => void;
  readonly onFailure?: (message: string, code: string | null) => void;
}

const mutation = graphql`
  mutation useUpdateSavedPinMutation($input: UpdateSavedPinInput!) {
    updateSavedPin(input: $input) {
      pin {
        id
        description
        ...savedInfoFields_pin @relay(mask: false)
      }
      board {
        id
        entityId
        name
        url
      }
      section {
        title
      }
      errors {
        code
        message
      }
    }
  }
`;

/**
 * Changes a saved pin (the repin page in edit mode): its board, section and description through
 * updateSavedPin. A move takes it out of the old board's grid and puts it first in the new one's.
 * Failures (as data or network) show an error toast with the message or 'Sorry! Something went
 * wrong on our end.'. `update` returns false while this hook's previous update is in flight.
 */
export function useUpdateSavedPin(): { update: (input: UpdateSavedPinInput, callbacks?: UpdateCallbacks) => boolean; inFlight: boolean } {
  const [commit, inFlight] = useMutation<useUpdateSavedPinMutation>(mutation);
  const toast = useToast();
  const pending = useRef(false);

  const update = useCallback(
    (input: UpdateSavedPinInput, callbacks: UpdateCallbacks = {}) => {
      if (pending.current) return false;
      pending.current = true;
      const moving = Boolean(input.newBoardId && input.newBoardId !== input.boardId);
      const fail = (message: string | null | undefined, code: string | null) => {
        pending.current = false;
        const text = message?.trim() ? message : SAVE_FAILED;
        toast.show({ text, type: 'error', dataTestId: 'update-save-error-toast' });
        callbacks.onFailure?.(text, code);
      };
      commit({
        variables: {
          input: {
            pinId: input.pinId,
            boardId: input.boardId,
            ...(moving ? { newBoardId: input.newBoardId } : {}),
            ...(input.sectionId === undefined ? {} : { sectionId: input.sectionId ?? '' }),
            ...(input.description === undefined ? {} : { description: input.description }),
          },
        },
        updater: (store, data) => {
          const payload = data?.updateSavedPin;
          if (!moving || !payload || payload.errors.length > 0 || !payload.pin || !payload.board) return;
          const pin = store.get(payload.pin.id);
          if (!pin) return;
          removeSavedPin(store, payload.pin.id, store.get(input.boardId) ?? null, true);
          insertSavedPin(store, pin, store.get(payload.board.id) ?? null);
        },
        onCompleted: ({ updateSavedPin: payload }) => {
          if (payload.errors.length > 0 || !payload.board) {
            fail(payload.errors[0]?.message, payload.errors[0]?.code ?? null);
            return;
          }
          pending.current = false;
          callbacks.onSuccess?.({
            boardEntityId: payload.board.entityId,
            boardName: payload.board.name,
            boardUrl: payload.board.url,
            sectionTitle: payload.section?.title ?? null,
          });
        },
        onError: () => fail(null, null),
      });
      return true;
    },
    [commit, toast],
  );
  return { update, inFlight };
}
