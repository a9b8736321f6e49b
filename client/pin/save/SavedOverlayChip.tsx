import { Link } from 'found';
import { Box, Text } from 'gestalt';
import { SAVED_TO, savedOverlayHref, savedOverlayName, type SavedOverlayInput } from './savedOverlay';

/**
 * The saved overlay's chip on a saved pin (pin-card §2, §5): 'Saved to' and the section title, else
 * the board name (cut to 22), or 'Profile' for a quick save; it goes to /me/ for a quick save, else
 * the section URL, else the board URL.
 */
export default function SavedOverlayChip({ saved }: { readonly saved: SavedOverlayInput }) {
  const name = savedOverlayName(saved);
  const href = savedOverlayHref(saved);
  const content = (
    <Box color="light" rounding="pill" paddingX={3} paddingY={2} maxWidth="100%">
      <Text size="200" weight="bold" lineClamp={1}>
        {`${SAVED_TO} ${name}`}
      </Text>
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
