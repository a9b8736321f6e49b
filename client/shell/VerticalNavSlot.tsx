import { Box } from 'gestalt';
import { Suspense } from 'react';
import { lazyWithPreload } from './lazyWithPreload';
import { useVerticalNav, VERTICAL_NAV_WIDTH } from './navigation';

// Only its experiment group sees the rail; its code loads when it is wanted.
const VerticalNav = lazyWithPreload(() => import('./VerticalNav'));

/** Loads the rail's code (a server-rendered page that shows it does, before it hydrates). */
export const preloadVerticalNav = () => VerticalNav.preload();

/**
 * The vertical navigation's 72 px, taken as soon as the viewer is known (with the page, which waits
 * for the viewer too), so the grid never narrows under the reader when the rail's code arrives.
 */
export default function VerticalNavSlot() {
  if (!useVerticalNav()) return null;
  return (
    <Box display="none" mdDisplay="block" width={VERTICAL_NAV_WIDTH} minWidth={VERTICAL_NAV_WIDTH} data-test-id="vertical-nav">
      <Suspense fallback={null}>
        <VerticalNav />
      </Suspense>
    </Box>
  );
}

