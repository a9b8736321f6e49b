import { Text } from 'gestalt';
import { useEffect, useState } from 'react';
import './savedLabel.css';

/** pin-card §4, §9: 'Saved!' shows this long after a save, then the board name. */
export const SAVED_LABEL_MS = 950;
/** §9 animation lengths of the two label states (savedLabel.css). */
export const SAVED_ANIMATION_S = 1;
export const BOARD_ANIMATION_S = 0.12;
export const SAVED_TEXT = 'Saved!';

interface Props {
  /** The board (or 'Profile') the label names. */
  readonly name: string;
  /** When the last save completed (a change restarts 'Saved!'); null: no save yet on this card. */
  readonly savedAt: number | null;
  /** On a light surface (the closeup) rather than the card's dark wash. */
  readonly onLight?: boolean;
  /** Smaller type (the saved overlay's chip on a 236 px card). */
  readonly small?: boolean;
}

/**
 * The newly saved label (pin-card §4) in the board dropdown: after a save 'Saved!' (class 'saved',
 * a 1 s animation) for 950 ms, then the board name (class 'board', a 0.12 s animation).
 */
export default function SavedLabel({ name, savedAt, onLight = false, small = false }: Props) {
  const [showSaved, setShowSaved] = useState(false);
  const [animated, setAnimated] = useState(false);
  useEffect(() => {
    if (savedAt === null) return undefined;
    setShowSaved(true);
    setAnimated(true);
    const timer = window.setTimeout(() => setShowSaved(false), SAVED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [savedAt]);
  const phase = showSaved ? 'saved' : 'board';
  return (
    <span
      className={animated ? `cb-saved-label ${phase}` : 'cb-saved-label'}
      data-test-id="saved-label"
      data-phase={phase}
      style={animated ? { animationDuration: `${phase === 'saved' ? SAVED_ANIMATION_S : BOARD_ANIMATION_S}s` } : undefined}
    >
      <Text color={onLight ? 'default' : 'inverse'} size={small ? '200' : '300'} weight="bold" lineClamp={1} inline>
        {showSaved ? SAVED_TEXT : name}
      </Text>
    </span>
  );
}
