import { Box, FixedZIndex, Flex, Icon, Link, Sticky, Text } from 'gestalt';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { graphql } from 'react-relay';

// The account area waits for the viewer query anyway: its code (buttons, avatar, log-out) loads
// meanwhile instead of with the app's first script.
const AccountActions = lazy(() => import('./AccountActions'));

/** Spec: header height 64. */
export const HEADER_HEIGHT = 64;
// Above the grid's cards, below Gestalt's modal layers (spec: modal z-index 1000).
export const HEADER_Z_INDEX = new FixedZIndex(10);

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

/** The account area must never take the page down: on error it just stays empty. */
class QuietBoundary extends Component<{ readonly children?: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export default function Header() {
  return (
    <Sticky top={0} zIndex={HEADER_Z_INDEX}>
      <Box as="header" height={HEADER_HEIGHT} color="default" paddingX={4} display="flex" alignItems="center" justifyContent="between">
        <Link href="/" rounding={2} underline="none" display="inlineBlock">
          <Flex alignItems="center" gap={2}>
            <Icon icon="angled-pin" accessibilityLabel="" color="brandPrimary" size={24} />
            <Text weight="bold" size="400">
              Corkboard
            </Text>
          </Flex>
        </Link>
        <QuietBoundary>
          <Suspense fallback={null}>
            <AccountActions />
          </Suspense>
        </QuietBoundary>
      </Box>
    </Sticky>
  );
}
