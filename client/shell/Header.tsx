import { Box, Flex, Icon, Link, Sticky, Text } from 'gestalt';
import { Suspense, useState } from 'react';
import { graphql } from 'react-relay';
import { HEADER_HEIGHT, HEADER_Z_INDEX } from './layers';
import { lazyWithPreload } from './lazyWithPreload';
import QuietBoundary from './QuietBoundary';

export { HEADER_HEIGHT, HEADER_Z_INDEX } from './layers';

// The header's parts wait for the viewer query (or, the search field, for nothing the first paint
// needs): their code loads meanwhile instead of with the app's first script.
const HeaderNav = lazyWithPreload(() => import('./HeaderNav'));
const HeaderSearch = lazyWithPreload(() => import('../search/HeaderSearch'));
const AccountActions = lazyWithPreload(() => import('./AccountActions'));

/** Loads the header's parts (a server-rendered page does, before it hydrates). */
export const preloadHeader = () => Promise.all([HeaderNav.preload(), HeaderSearch.preload(), AccountActions.preload()]);

/**
 * The app's one viewer query: the header's account area, ViewerContext and ExperimentsContext (client/viewer/ViewerProvider).
 * It selects exactly viewerFields_viewer, which login payloads spread, so a login always fills what ViewerGate reads.
 */
export const headerViewerQuery = graphql`
  query HeaderViewerQuery {
    viewer {
      ...viewerFields_viewer @relay(mask: false)
    }
  }
`;

/** Reserves the search field's place while its code loads, so nothing moves when it arrives. */
const searchPlaceholder = <Box height={48} width="100%" rounding="pill" color="secondary" />;

export default function Header() {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Sticky top={0} zIndex={HEADER_Z_INDEX}>
      <Box as="header" height={HEADER_HEIGHT} color="default" paddingX={2} smPaddingX={4} display="flex" alignItems="center">
        <Flex alignItems="center" gap={{ row: 1, column: 0 }} flex="grow">
          <Link href="/" rounding="pill" underline="none" display="inlineBlock" accessibilityLabel="Corkboard home">
            <Box display="flex" alignItems="center" padding={2}>
              <Icon icon="angled-pin" accessibilityLabel="" color="brandPrimary" size={24} />
              <Box display="none" lgDisplay="block" marginStart={2}>
                <Text weight="bold" size="400">
                  Corkboard
                </Text>
              </Box>
            </Box>
          </Link>
          <QuietBoundary>
            <Suspense fallback={null}>
              <HeaderNav />
            </Suspense>
          </QuietBoundary>
          <Flex.Item flex="grow" minWidth={0}>
            <Box paddingX={2} role="search">
              <QuietBoundary>
                <Suspense fallback={searchPlaceholder}>
                  <HeaderSearch />
                </Suspense>
              </QuietBoundary>
            </Box>
          </Flex.Item>
          {/* The account area must never take the page down: on error it just stays empty. */}
          <Flex.Item flex="none">
            <QuietBoundary>
              <Suspense fallback={null}>
                <AccountActions fetchKey={fetchKey} onRetry={() => setFetchKey((key) => key + 1)} />
              </Suspense>
            </QuietBoundary>
          </Flex.Item>
        </Flex>
      </Box>
    </Sticky>
  );
}
