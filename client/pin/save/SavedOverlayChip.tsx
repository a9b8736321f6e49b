import { Link } from 'found';
import { Box } from 'gestalt';
import SavedLabel from './SavedLabel';
import { SAVED_TO, savedOverlayHref, savedOverlayName, type SavedOverlayInput } from './savedOverlay';

interface Props {
  readonly saved: SavedOverlayInput;
  /** When a save from this control completed: 'Saved!' shows for 950 ms first (pin-card §4). */
  readonly savedAt?: number | null;
}

/**
 * The saved overlay's chip on a saved pin (pin-card §2, §5): 'Saved to' and the section title, else
 * the board name (cut to 22), or 'Profile' for a quick save; it goes to /me/ for a quick save, else
 * the section URL, else the board URL. Right after a save it is the newly saved label: 'Saved!' for
 * 950 ms, then the board.
 */
export default function SavedOverlayChip({ saved, savedAt = null }: Props) {
  const name = savedOverlayName(saved);
  const href = savedOverlayHref(saved);
  const content = (
    <Box color="light" rounding="pill" paddingX={2} paddingY={2} maxWidth="100%">
      <SavedLabel name={`${SAVED_TO} ${name}`} savedAt={savedAt} onLight small />
    </Box>
  );
  if (!href) {
    return <div data-test-id="saved-overlay">{content}</div>;
  }
  return (
    <Link to={href} data-test-id="saved-overlay" style={{ display: 'inline-block', textDecoration: 'none', maxWidth: '100%' }}>
      {content}
    </Link>
  );
}
