/* eslint-disable relay/unused-fields -- the target board fields land in the store for useSavePin (quickSaveTarget) */
import { useRouter } from 'found';
import { Box, Button, Flex } from 'gestalt';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { useGate } from '../../account/gate';
import { useExperimentGroup } from '../../experiments/experiments';
import useIsMobile from '../../shell/useIsMobile';
import { useViewer } from '../../viewer/ViewerContext';
import { usePinSurface } from '../footer/surface';
import BoardDropdown from '../save/BoardDropdown';
import SavedOverlayChip from '../save/SavedOverlayChip';
import type { BoardChoice } from '../save/BoardPicker';
import { initialOneTapState, oneTapBusy, oneTapReducer, oneTapRequest } from '../save/oneTap';
import { isQuickSaveBoard, PROFILE_NAME } from '../save/savedOverlay';
import { quickSaveTargetOf } from '../save/saveStore';
import { useUnauthSave } from '../save/unauthSaves';
import { useSavePin } from '../save/useSavePin';
import { useUnsavePin } from '../save/useUnsavePin';
import { repinPath, saveControlVariant } from './rules';
import type { SaveControl_pin$data, SaveControl_pin$key } from './__generated__/SaveControl_pin.graphql';
import type { SaveControlTargetQuery, SaveControlTargetQuery$data } from './__generated__/SaveControlTargetQuery.graphql';

interface Props {
  readonly pin: SaveControl_pin$key;
  /** The overlay is showing: a member's control then loads the one-tap target (once, then cached). */
  readonly active?: boolean;
  /**
   * On the closeup (a light surface, always shown): no 'Open' for logged-out mobile visitors (they
   * are on the pin already) and dark text for the board dropdown.
   */
  readonly closeup?: boolean;
}

/** Opacity of the control while a save or unsave is in flight (taps are ignored then). */
export const BUSY_OPACITY = 0.5;

const targetQuery = graphql`
  query SaveControlTargetQuery {
    viewer {
      saveBehavior
      saveBoards(first: 1) {
        edges {
          node {
            id
            entityId
            name
            url
            layout
          }
        }
      }
    }
  }
`;

/**
 * Where a one-tap save goes (platform §3), as the server decides it: 0 → Quick Saves ('Profile'),
 * 1 → the board last saved to (the newest if none was saved to yet; Quick Saves with no board).
 */
interface SaveTarget {
  readonly name: string;
}

/**
 * The one-tap target from the store, without suspending (the Save button keeps its focus while it
 * loads): asked once the overlay has shown (`armed`), then kept (retained) and followed. Null until known.
 */
function useSaveTarget(armed: boolean): SaveTarget | null {
  const environment = useRelayEnvironment();
  const operation = useMemo(() => createOperationDescriptor(getRequest(targetQuery), {}), []);
  const [data, setData] = useState(() => environment.lookup(operation.fragment).data as SaveControlTargetQuery$data | null);
  useEffect(() => {
    const retained = environment.retain(operation);
    const snapshot = environment.lookup(operation.fragment);
    setData(snapshot.data as SaveControlTargetQuery$data | null);
    const subscription = environment.subscribe(snapshot, (next) => setData(next.data as SaveControlTargetQuery$data | null));
    return () => {
      subscription.dispose();
      retained.dispose();
    };
  }, [environment, operation]);
  useEffect(() => {
    if (!armed) return undefined;
    const subscription = fetchQuery<SaveControlTargetQuery>(environment, targetQuery, {}, { fetchPolicy: 'store-or-network' }).subscribe({ error: () => {} });
    return () => subscription.unsubscribe();
  }, [armed, environment]);

  const viewer = data?.viewer;
  // Missing data reads as undefined, whatever the generated types say.
  if (viewer?.saveBehavior == null || !viewer.saveBoards) return null;
  const target = quickSaveTargetOf({ saveBehavior: viewer.saveBehavior, first: viewer.saveBoards.edges[0]?.node });
  // Behaviour 0, or 1 with no board yet: the server quick-saves to Quick Saves, so the label says 'Profile'.
  return { name: target && !isQuickSaveBoard(target) ? target.name : PROFILE_NAME };
}

type Pin = SaveControl_pin$data;

/**
 * A member's one-tap save (pin-card §4): the board dropdown, then a red 'Save' that quick-saves per
 * the save behaviour and turns into a black 'Saved'; tapping 'Saved' unsaves. While a request is in
 * flight the control looks disabled and taps are ignored.
 */
function MemberSaveControl({ pin, armed, onLight }: { readonly pin: Pin; readonly armed: boolean; readonly onLight: boolean }) {
  const target = useSaveTarget(armed);
  const surface = usePinSurface().surface;
  const { save } = useSavePin();
  const { unsave } = useUnsavePin();
  const [state, dispatch] = useReducer(oneTapReducer, pin.savedInfo, initialOneTapState);
  const [open, setOpen] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const savedBoard = pin.savedInfo?.board ?? null;

  // Idle, the state follows the store (a save made elsewhere; a rolled-back change).
  useEffect(() => {
    dispatch({ type: 'sync', saved: Boolean(pin.savedInfo) });
  }, [pin.savedInfo, state]);

  const saveTo = useCallback(
    (boardId: string | null, sectionId: string | null) => {
      const started = save(
        { pinId: pin.id, boardId, sectionId },
        {
          onSuccess: () => {
            dispatch({ type: 'success' });
            setSavedAt(Date.now());
          },
          onFailure: () => dispatch({ type: 'failure' }),
        },
      );
      if (!started) dispatch({ type: 'failure' });
    },
    [pin.id, save],
  );

  const onTap = () => {
    const request = oneTapRequest(state, surface);
    if (request === 'save') {
      dispatch({ type: 'tap', surface });
      saveTo(null, null);
    } else if (request === 'unsave') {
      dispatch({ type: 'tap', surface });
      const started = unsave(
        { pinId: pin.id, boardId: savedBoard?.id ?? null },
        { onSuccess: () => dispatch({ type: 'success' }), onFailure: () => dispatch({ type: 'failure' }) },
      );
      if (!started) dispatch({ type: 'failure' });
    }
  };

  const onPick = (choice: BoardChoice) => {
    if (oneTapBusy(state)) return;
    setOpen(false);
    // A pick is the full save flow, from unsaved or saved alike (the state goes to 'saving').
    dispatch({ type: 'pick' });
    saveTo(choice.boardId, choice.sectionId);
  };

  const busy = oneTapBusy(state);
  // Optimistic: 'Saved' from the tap on ('saving'), 'Save' as soon as an unsave starts ('deleting').
  const saved = state === 'saved' || state === 'saving';
  const name = saved && savedBoard ? (isQuickSaveBoard(savedBoard) ? PROFILE_NAME : savedBoard.name) : (target?.name ?? null);
  return (
    <Box opacity={busy ? BUSY_OPACITY : 1} data-test-id="save-control" data-state={state ?? 'idle'} minWidth={0}>
      <Flex alignItems="center" justifyContent="end" gap={1} wrap={false}>
        {/* Saved: the saved overlay's chip ('Saved!' first), else the board dropdown once the target is known; the Save button stays the same element (and keeps focus). */}
        {saved && pin.savedInfo?.board ? (
          <Box minWidth={0} flex="shrink">
            <SavedOverlayChip saved={pin.savedInfo} savedAt={savedAt} />
          </Box>
        ) : name === null ? null : (
          <BoardDropdown
            pinEntityId={pin.entityId}
            name={name}
            savedAt={savedAt}
            open={open}
            onOpenChange={setOpen}
            onPick={onPick}
            busy={busy}
            selectedBoardId={savedBoard?.id ?? null}
            onLight={onLight}
          />
        )}
        <Box flex="none">
          <Button
            color={saved ? 'dark' : 'red'}
            size="lg"
            text={saved ? 'Saved' : 'Save'}
            dataTestId="save-control-save"
            onClick={onTap}
          />
        </Box>
      </Flex>
    </Box>
  );
}

/**
 * The overlay's save control (pin-card §2, §4, §6). A member gets the one-tap save with the board
 * dropdown; a limited viewer's 'Save' opens the limited-login modal; a logged-out visitor's 'Save'
 * first records the pin as an unauthenticated save (at most 2; platform §5) and opens the log-in
 * modal 'Log in to save this Pin' (landing on the save page after logging in); logged-out mobile
 * visitors get 'Open' (the closeup) instead.
 */
export default function SaveControl({ pin, active = false, closeup = false }: Props) {
  const data = useFragment(
    graphql`
      fragment SaveControl_pin on Pin {
        id
        entityId
        seoUrl
        savedInfo {
          boardId
          board {
            id
            name
            url
            layout
          }
          section {
            title
            url
          }
        }
      }
    `,
    pin,
  );
  const viewer = useViewer();
  const mobile = useIsMobile();
  const redSave = useExperimentGroup('web_unauth_red_save');
  const { gate, modal } = useGate(viewer.kind);
  const { router } = useRouter();
  const recordUnauthSave = useUnauthSave();
  // The member control loads its target the first time the overlay shows, then keeps it.
  const [armed, setArmed] = useState(active || closeup);
  useEffect(() => {
    if (active) setArmed(true);
  }, [active]);
  const variant = saveControlVariant(viewer.kind, mobile && !closeup, redSave);
  const target = repinPath(data.entityId);

  if (variant === 'open') {
    return <Button color="white" size="lg" text="Open" dataTestId="save-control-open" onClick={() => router.push(data.seoUrl)} />;
  }
  if (viewer.kind === 'member') return <MemberSaveControl pin={data} armed={armed} onLight={closeup} />;
  return (
    <>
      <Button
        color={variant === 'plainSave' ? 'gray' : 'red'}
        size="lg"
        text="Save"
        dataTestId={`save-control-${variant}`}
        onClick={() => {
          if (viewer.kind === 'anonymous') recordUnauthSave({ id: data.id, entityId: data.entityId });
          gate('save', target, () => router.push(target));
        }}
      />
      {modal}
    </>
  );
}
