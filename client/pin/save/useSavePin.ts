/* eslint-disable relay/unused-fields -- the placements only need to reach the store */
import { useCallback, useRef } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { RecordProxy } from 'relay-runtime';
import { saveToastSpec } from '../../shell/toast/SaveToast';
import { useToast } from '../../shell/toast/ToastProvider';
import { useViewer } from '../../viewer/ViewerContext';
import { publishPostSave } from '../../experience/postSaveSignal';
import { insertSavedPin, markSaved, quickSaveTarget, rememberLastBoard, sectionOf } from './saveStore';
import type { useSavePinExperienceQuery } from './__generated__/useSavePinExperienceQuery.graphql';
import type { useSavePinMutation, useSavePinMutation$data } from './__generated__/useSavePinMutation.graphql';

/** pin-card §8: the save failure toast when the error carries no message. */
export const SAVE_FAILED = 'Sorry! Something went wrong on our end.';
/** Experience placements asked after a successful save (pin-card §4). */
export const POST_SAVE_PLACEMENTS = ['web_post_save'] as const;

export interface SaveInput {
  /** The pin's global id. */
  readonly pinId: string;
  /** The pin the person tapped (global id), when it is not the one saved. */
  readonly originalPinId?: string | null;
  /** The board's global id; null or left out: a quick save. */
  readonly boardId?: string | null;
  /** The v3 id of a section of that board. */
  readonly sectionId?: string | null;
  readonly description?: string | null;
}

export interface SaveResult {
  readonly pinEntityId: string;
  readonly originalPinEntityId: string;
  readonly boardEntityId: string;
  readonly boardName: string;
  readonly boardUrl: string;
  readonly sectionTitle: string | null;
  readonly sectionUrl: string | null;
  readonly isQuickSave: boolean;
  readonly created: boolean;
}

export interface SaveCallbacks {
  readonly onSuccess?: (result: SaveResult) => void;
  readonly onFailure?: (message: string, code: string | null) => void;
}

const mutation = graphql`
  mutation useSavePinMutation($input: SavePinInput!) {
    savePin(input: $input) {
      pin {
        id
        entityId
        image {
          url
        }
        ...savedInfoFields_pin @relay(mask: false)
      }
      originalPin {
        id
        entityId
        ...savedInfoFields_pin @relay(mask: false)
      }
      board {
        id
        entityId
        name
        url
        layout
      }
      section {
        entityId
        title
        url
      }
      isQuickSave
      created
      errors {
        message
        code
      }
    }
  }
`;

const experienceQuery = graphql`
  query useSavePinExperienceQuery($placementIds: [String!]!) {
    experiencePlacements(placementIds: $placementIds) {
      placementId
      experienceId
      type
      displayData
      triggerablePlacedExps
    }
  }
`;

type Payload = useSavePinMutation$data['savePin'];

function resultOf(payload: Payload): SaveResult | null {
  const { pin, board } = payload;
  if (payload.errors.length > 0 || !pin || !board) return null;
  return {
    pinEntityId: pin.entityId,
    originalPinEntityId: payload.originalPin?.entityId ?? pin.entityId,
    boardEntityId: board.entityId,
    boardName: board.name,
    boardUrl: board.url,
    sectionTitle: payload.section?.title ?? null,
    sectionUrl: payload.section?.url ?? null,
    isQuickSave: payload.isQuickSave,
    created: payload.created,
  };
}

/**
 * Saves a pin (pin-card §4 full save flow): optimistic first — the pin (and the original pin when
 * it differs) shows saved and goes first in the board's grid and the viewer's saved pins — then the
 * server's answer. Errors (as data or from the network) revert all of it and show an error toast;
 * success shows the save toast (5000 ms; 2500 ms for a quick save) and then asks the post-save
 * experience placements. The server logs the save event. `save` returns false (and does nothing)
 * while this hook's previous save is in flight.
 */
export function useSavePin(): { save: (input: SaveInput, callbacks?: SaveCallbacks) => boolean; inFlight: boolean } {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useSavePinMutation>(mutation);
  const toast = useToast();
  const viewer = useViewer();
  const pending = useRef(false);

  const save = useCallback(
    (input: SaveInput, callbacks: SaveCallbacks = {}) => {
      if (pending.current) return false;
      pending.current = true;
      const fail = (message: string | null | undefined, code: string | null) => {
        const text = message?.trim() ? message : SAVE_FAILED;
        toast.show({ text, type: 'error', dataTestId: 'save-error-toast' });
        callbacks.onFailure?.(text, code);
      };
      commit({
        variables: {
          input: {
            pinId: input.pinId,
            boardId: input.boardId ?? null,
            sectionId: input.sectionId ?? null,
            description: input.description ?? null,
            originalPinId: input.originalPinId && input.originalPinId !== input.pinId ? input.originalPinId : null,
          },
        },
        optimisticUpdater: (store) => {
          const pin = store.get(input.pinId);
          if (!pin) return;
          const board = input.boardId ? (store.get(input.boardId) ?? null) : quickSaveTarget(store);
          const pins: RecordProxy[] = [pin];
          const original = input.originalPinId && input.originalPinId !== input.pinId ? store.get(input.originalPinId) : null;
          if (original) pins.push(original);
          markSaved(store, pins, board, sectionOf(board, input.sectionId));
          if (board) insertSavedPin(store, pin, board);
        },
        updater: (store, data) => {
          const payload = data?.savePin;
          if (!payload || payload.errors.length > 0 || !payload.pin) return;
          const pin = store.get(payload.pin.id);
          const board = payload.board ? (store.get(payload.board.id) ?? null) : null;
          if (!pin || !board) return;
          insertSavedPin(store, pin, board);
          rememberLastBoard(store, board);
        },
        onCompleted: (response) => {
          pending.current = false;
          const payload = response.savePin;
          const result = resultOf(payload);
          if (!result) {
            fail(payload.errors[0]?.message, payload.errors[0]?.code ?? null);
            return;
          }
          toast.show(
            saveToastSpec({
              pinEntityId: result.pinEntityId,
              originalPinEntityId: result.originalPinEntityId,
              boardEntityId: result.boardEntityId,
              boardName: result.boardName,
              boardUrl: result.boardUrl,
              sectionTitle: result.sectionTitle,
              sectionUrl: result.sectionUrl,
              isQuickSave: result.isQuickSave,
              username: viewer.username,
              imageUrl: payload.pin?.image?.url ?? null,
            }),
          );
          callbacks.onSuccess?.(result);
          // Placements of type 0 mean none; one that shows goes to the header's PostSaveHost; errors are ignored.
          fetchQuery<useSavePinExperienceQuery>(environment, experienceQuery, { placementIds: [...POST_SAVE_PLACEMENTS] }).subscribe({
            next: (data) => publishPostSave(data.experiencePlacements),
            error: () => {},
          });
        },
        onError: () => {
          pending.current = false;
          fail(null, null);
        },
      });
      return true;
    },
    [commit, environment, toast, viewer.username],
  );
  return { save, inFlight };
}
