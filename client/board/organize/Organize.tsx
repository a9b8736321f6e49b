/**
 * Organize mode (issue 14), loaded only when a member opens it: a bar over the board's grid (how
 * many are selected, Select all, Move, Delete, Done) and a card layer with a checkbox and a star.
 * Clicking a card toggles it, shift-click selects a range, Escape leaves.
 */
import { Box, Button, Checkbox, Flex, FixedZIndex, IconButton, Layer, Modal, Sticky, Text } from 'gestalt';
import { useContext, useEffect, useId, useState, type MouseEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { MODAL_Z_INDEX } from '../../account/modalZIndex';
import BoardPicker, { type BoardChoice } from '../../pin/save/BoardPicker';
import PinCard from '../../pin/PinCard';
import { HEADER_HEIGHT } from '../../shell/layers';
import { pinsLabel, selectionInput } from './connection';
import { SelectionContext, selectedCount, usePinSelected, useSelection, type SelectionStore } from './selection';
import { useDeletePins } from './useDeletePins';
import { useFavoritePin } from './useFavoritePin';
import { useMovePins, type MoveDestination } from './useMovePins';
import type { OrganizePinCard_pin$key } from './__generated__/OrganizePinCard_pin.graphql';

/** The most pins one bulk write may name by id (the server's limit on pinIds). */
export const MAX_PIN_IDS = 250;

/** A section's global id from the v3 id BoardPicker gives (Relay global ids are base64 "Type:id"). */
export const sectionGlobalId = (entityId: string): string => btoa(`BoardSection:${entityId}`);

const BAR_Z_INDEX = new FixedZIndex(2);

/** The shift key held as a click (or a Space press on a focused checkbox) came. */
const withShift = (event: { readonly nativeEvent: Event }): boolean => event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey;

/** A pin card in Organize mode: the card as everywhere, under a layer that selects it. */
export function OrganizePinCard({ pin, priority = false }: { readonly pin: OrganizePinCard_pin$key; readonly priority?: boolean | 'eager' }) {
  const data = useFragment(
    graphql`
      fragment OrganizePinCard_pin on Pin {
        id
        entityId
        title
        favoritedByMe
        ...PinCard_pin
      }
    `,
    pin,
  );
  const store = useContext(SelectionContext);
  const isSelected = usePinSelected(data.id);
  const favorite = useFavoritePin();
  const checkboxId = useId();
  const name = data.title.trim() || data.entityId;
  const onLayerClick = (event: MouseEvent<HTMLDivElement>) => {
    // The checkbox and the star handle their own clicks.
    if (event.target instanceof Element && event.target.closest('input, button')) return;
    event.preventDefault();
    store?.toggle(data.id, event.shiftKey);
  };
  const layer = (
    // A pointer shortcut: the checkbox inside is the keyboard's way to the same toggle.
    <div
      data-test-id="organize-layer"
      onClick={onLayerClick}
      style={{
        position: 'absolute',
        inset: 0,
        cursor: 'pointer',
        borderRadius: 16,
        boxShadow: isSelected ? 'inset 0 0 0 4px var(--color-border-focus, #0074e8)' : undefined,
        background: isSelected ? 'rgba(255, 255, 255, 0.25)' : undefined,
      }}
    >
      <Box position="absolute" top left margin={2} color="default" rounding={2} padding={1}>
        <Checkbox id={`select-${checkboxId}`} label={`Select Pin ${name}`} labelDisplay="hidden" checked={isSelected} onChange={({ event }) => store?.toggle(data.id, withShift(event))} />
      </Box>
      <Box position="absolute" top right margin={2}>
        <IconButton
          icon={data.favoritedByMe ? 'star' : 'star-outline'}
          accessibilityLabel={data.favoritedByMe ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
          selected={data.favoritedByMe}
          bgColor="white"
          size="sm"
          onClick={() => favorite(data.id, !data.favoritedByMe)}
        />
      </Box>
    </div>
  );
  return <PinCard pin={data} priority={priority} organize={layer} />;
}

export interface OrganizeBarProps {
  readonly store: SelectionStore;
  /** The board's global id. */
  readonly boardId: string;
  readonly pinCount: number;
  /** The grid's connection (__id). */
  readonly connectionId: string;
  /** The loaded pins' global ids, in grid order. */
  readonly loadedIds: readonly string[];
  /**
   * A filter narrows the grid: Select all then takes the loaded pins by id (the server's select
   * all is the whole board).
   */
  readonly filtered: boolean;
  /** Leaves Organize mode. */
  readonly onDone: () => void;
  /** After a select-all move or delete: the grid is fetched again. */
  readonly onRefetch: () => void;
}

type Asking = 'move' | 'delete' | null;

/** Organize mode's bar: the count, Select all, Move, Delete and Done. */
export function OrganizeBar({ store, boardId, pinCount, connectionId, loadedIds, filtered, onDone, onRefetch }: OrganizeBarProps) {
  const state = useSelection(store);
  const [asking, setAsking] = useState<Asking>(null);
  const { move, inFlight: moving } = useMovePins(boardId, connectionId);
  const { remove, inFlight: deleting } = useDeletePins({ boardId, pinCount, connectionId });
  const count = selectedCount(state, pinCount);
  const tooMany = state.mode === 'ids' && count > MAX_PIN_IDS;
  const busy = moving || deleting;
  const canAct = count > 0 && !tooMany && !busy;

  useEffect(() => {
    store.setOrder(loadedIds);
  }, [store, loadedIds]);

  // Escape leaves Organize mode (a modal open takes Escape for itself).
  useEffect(() => {
    if (asking) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onDone();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [asking, onDone]);

  const finished = (ok: boolean, selectAll: boolean) => {
    if (!ok) return;
    store.clear();
    if (selectAll) onRefetch();
  };

  const pickTarget = (choice: BoardChoice) => {
    if (choice.boardId === boardId && choice.sectionId === null) {
      // Already here: nothing to move.
      setAsking(null);
      return;
    }
    const to: MoveDestination = {
      boardId: choice.boardId,
      boardName: choice.boardName,
      sectionId: choice.sectionId === null ? null : sectionGlobalId(choice.sectionId),
      sectionTitle: choice.sectionTitle,
    };
    const selection = selectionInput(state);
    setAsking(null);
    move(selection, to, (ok) => finished(ok, selection.selectAll && to.boardId !== boardId));
  };

  const confirmDelete = () => {
    const before = state;
    const selection = selectionInput(state);
    setAsking(null);
    // Applied at once: the pins leave the grid now (and come back, still selected, if the server says no).
    store.clear();
    remove(selection, count, (ok) => {
      if (ok && selection.selectAll) onRefetch();
      if (!ok) store.restore(before);
    });
  };

  return (
    <Sticky top={HEADER_HEIGHT} zIndex={BAR_Z_INDEX}>
      <div role="toolbar" aria-label="Organize Pins" data-test-id="organize-bar">
        <Box color="default" paddingY={2} marginTop={2} borderStyle="shadow" rounding={4} paddingX={3}>
          <Flex justifyContent="between" alignItems="center" gap={2} wrap>
            <Box role="status">
              <Text weight="bold">{`${count.toLocaleString('en-US')} selected`}</Text>
              {tooMany ? (
                <Text size="100" color="subtle">
                  {`At most ${MAX_PIN_IDS} at a time`}
                </Text>
              ) : null}
            </Box>
            <Flex gap={2} alignItems="center" wrap>
              {count > 0 ? (
                <Button text="Clear" size="md" color="transparent" onClick={() => store.clear()} />
              ) : (
                <Button text="Select all" size="md" color="gray" onClick={() => (filtered ? store.selectIds(loadedIds) : store.selectAll())} />
              )}
              <Button text="Move" size="md" color="gray" disabled={!canAct} onClick={() => setAsking('move')} />
              <Button text="Delete" size="md" color="gray" disabled={!canAct} onClick={() => setAsking('delete')} />
              <Button text="Done" size="md" color="red" onClick={onDone} />
            </Flex>
          </Flex>
        </Box>
      </div>
      {asking === 'move' ? (
        <Layer zIndex={MODAL_Z_INDEX}>
          <Modal accessibilityModalLabel="Move Pins" heading="Move Pins" subHeading={`Move ${pinsLabel(count)} to a board or section`} onDismiss={() => setAsking(null)} size="sm" align="start">
            <Box paddingX={2} paddingY={2}>
              <BoardPicker onPick={pickTarget} busy={busy} autoFocusSearch />
            </Box>
          </Modal>
        </Layer>
      ) : null}
      {asking === 'delete' ? (
        <Layer zIndex={MODAL_Z_INDEX}>
          <Modal
            accessibilityModalLabel={`Delete ${pinsLabel(count)}?`}
            heading={`Delete ${pinsLabel(count)}?`}
            onDismiss={() => setAsking(null)}
            size="sm"
            footer={
              <Flex gap={2} justifyContent="end">
                <Button text="Cancel" color="gray" onClick={() => setAsking(null)} />
                <Button text="Delete" color="red" onClick={confirmDelete} />
              </Flex>
            }
          >
            <Text>Saves are taken off this board; Pins created here are deleted. This can&apos;t be undone.</Text>
          </Modal>
        </Layer>
      ) : null}
    </Sticky>
  );
}
