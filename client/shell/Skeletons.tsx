import { Box, Flex } from 'gestalt';
import { useSyncExternalStore } from 'react';
import { GRID_GUTTER } from '../feed/constants';
import { gridLayout } from '../feed/gridLayout';
import { footerHeight } from '../pin/footer/height';
import { useViewer } from '../viewer/ViewerContext';
// Varied heights so the placeholder reads as a pin grid.
const HEIGHTS = [320, 220, 280, 360, 240, 300, 200, 340];

/** The width the server lays a skeleton out for (it cannot know the window's). */
const SERVER_WIDTH = 1280;
const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * The grid's columns (see gridLayout) for the window's width less the skeleton's padding, at most 8.
 * A server-rendered skeleton hydrates at the server's width, then takes the window's (no mismatch).
 */
function useSkeletonLayout(): { columns: number; columnWidth: number } {
  const width = useSyncExternalStore(subscribeResize, () => window.innerWidth, () => SERVER_WIDTH);
  const { columns, columnWidth } = gridLayout(width - 16);
  return { columns: Math.min(8, columns), columnWidth };
}

/**
 * Grey boxes in the grid's geometry while the home feed loads; members' cards get the spec's
 * nominal footer height below each (pin-card §9: signed-in 75), visitors' none (their footer is hidden).
 */
export function FeedSkeleton() {
  const { columns, columnWidth } = useSkeletonLayout();
  const footer = useViewer().kind === 'member' ? footerHeight({ signedIn: true, lineClamp: 2, hasPrice: false }) : 0;
  return (
    <Box paddingY={4} paddingX={2} role="status" aria-busy="true" aria-label="Loading pins" data-test-id="feed-skeleton">
      <Box display="flex" justifyContent="center" dangerouslySetInlineStyle={{ __style: { gap: GRID_GUTTER } }}>
        {Array.from({ length: columns }, (_, column) => (
          <Box key={column} width={columnWidth} display="flex" direction="column" dangerouslySetInlineStyle={{ __style: { gap: GRID_GUTTER } }}>
            {[0, 1, 2].map((row) => (
              <Box key={row}>
                <Box color="secondary" rounding={4} height={HEIGHTS[(column * 3 + row) % HEIGHTS.length]} />
                {footer ? <Box height={footer} data-test-id="skeleton-footer" /> : null}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Grey boxes in the closeup's geometry while a pin loads. */
export function CloseupSkeleton() {
  return (
    <Box paddingY={6} paddingX={2} display="flex" justifyContent="center" role="status" aria-busy="true" aria-label="Loading pin" data-test-id="closeup-skeleton">
      <Box width="100%" maxWidth={1016} display="flex" direction="column" mdDirection="row">
        <Box column={12} mdColumn={6}>
          <Box color="secondary" rounding={8} height={500} />
        </Box>
        <Box column={12} mdColumn={6} padding={6}>
          <Flex direction="column" gap={4}>
            <Box color="secondary" rounding={2} height={16} width="40%" />
            <Box color="secondary" rounding={2} height={32} width="80%" />
            <Box color="secondary" rounding={2} height={16} width="90%" />
            <Box color="secondary" rounding={2} height={16} width="70%" />
            <Flex alignItems="center" gap={2}>
              <Box color="secondary" rounding="circle" height={48} width={48} />
              <Box color="secondary" rounding={2} height={16} width={120} />
            </Flex>
          </Flex>
        </Box>
      </Box>
    </Box>
  );
}
