import { Box, FixedZIndex, Flex, Icon, Layer, Popover, TapArea } from 'gestalt';
import { useRef } from 'react';
import BoardPicker, { type BoardChoice } from './BoardPicker';
import SavedLabel from './SavedLabel';

/** Above the cards, below the sticky header's menus and modals. */
const POPOVER_Z_INDEX = new FixedZIndex(10); // the header's level; a later layer, so above it

interface Props {
  /** The pin's v3 id (ids the popover). */
  readonly pinEntityId: string;
  /** The target board's name, or 'Profile'. */
  readonly name: string;
  /** When the last save from this card completed ('Saved!' for 950 ms), or null. */
  readonly savedAt: number | null;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onPick: (choice: BoardChoice) => void;
  /** A save or unsave is in flight: picking is ignored. */
  readonly busy: boolean;
  /** The board the pin is saved to (global id), shown as chosen. */
  readonly selectedBoardId: string | null;
  /** On a light surface (the closeup) rather than the card's dark wash. */
  readonly onLight?: boolean;
}

/**
 * The board dropdown left of the overlay's Save button (pin-card §4, §6 save dropdown): the target
 * board's name (or 'Profile') with a chevron — 'Saved!' for 950 ms after a save — opening a popover
 * with the board picker; picking a board (or section) saves there.
 */
export default function BoardDropdown({ pinEntityId, name, savedAt, open, onOpenChange, onPick, busy, selectedBoardId, onLight = false }: Props) {
  const anchor = useRef<HTMLDivElement | null>(null);
  const popoverId = `pin-board-dropdown-${pinEntityId}`;
  return (
    <>
      <TapArea
        ref={anchor}
        rounding={4}
        accessibilityLabel={`Choose a board. Current: ${name}`}
        accessibilityControls={popoverId}
        accessibilityExpanded={open}
        accessibilityHaspopup
        onTap={() => onOpenChange(!open)}
        dataTestId="board-dropdown"
      >
        <Box paddingX={2} paddingY={2} maxWidth={140}>
          <Flex alignItems="center" gap={1}>
            <Box minWidth={0}>
              <SavedLabel name={name} savedAt={savedAt} onLight={onLight} />
            </Box>
            <Icon icon="arrow-down" size={12} color={onLight ? 'default' : 'inverse'} accessibilityLabel="" />
          </Flex>
        </Box>
      </TapArea>
      {open ? (
        // A layer (portal) above the grid: the card's overflow and its own controls would clip or cover it.
        <Layer zIndex={POPOVER_Z_INDEX}>
          <Popover
            id={popoverId}
            anchor={anchor.current}
            accessibilityLabel="Save to board"
            idealDirection="down"
            // lg is Gestalt's 320 px popover: the picker's content is sized to it (a wider box would be clipped).
            size="lg"
            role="dialog"
            onDismiss={() => onOpenChange(false)}
          >
            <Box padding={3} data-test-id="board-dropdown-popover">
              <BoardPicker onPick={onPick} busy={busy} selectedBoardId={selectedBoardId} autoFocusSearch />
            </Box>
          </Popover>
        </Layer>
      ) : null}
    </>
  );
}
