import { Box, Button, ButtonLink, FixedZIndex, Flex, Icon, IconButtonLink, Link, Sticky, Text } from 'gestalt';
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSetDarkMode } from '../account/colorScheme';
import { useLogOut } from '../account/useLogOut';
import UserAvatar from '../user/UserAvatar';
import type { HeaderViewerQuery } from './__generated__/HeaderViewerQuery.graphql';

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

/** Signed out: Log in / Sign up. Signed in: the viewer (to their profile), settings, Log out. */
function AccountActions() {
  const [fetchKey, setFetchKey] = useState(0);
  const { viewer } = useLazyLoadQuery<HeaderViewerQuery>(
    headerViewerQuery,
    {},
    { fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only', fetchKey },
  );
  const setDarkMode = useSetDarkMode();
  const [logOut, loggingOut] = useLogOut();
  const signedIn = Boolean(viewer?.isAuthenticated && viewer.user);
  const darkMode = viewer?.darkMode ?? false;

  useEffect(() => {
    setDarkMode(signedIn ? darkMode : null);
  }, [setDarkMode, signedIn, darkMode]);

  // The server could not say who is signed in: neither Log in nor the account, but a way to ask again.
  if (!viewer) return <Button text="Try again" color="gray" size="md" onClick={() => setFetchKey((key) => key + 1)} />;
  if (!signedIn || !viewer.user) {
    return (
      <Flex alignItems="center" gap={2}>
        <ButtonLink href="/login" text="Log in" color="red" size="md" />
        <ButtonLink href="/signup" text="Sign up" color="gray" size="md" />
      </Flex>
    );
  }

  const { username, fullName, imageSmallUrl } = viewer.user;
  const name = fullName || username;
  return (
    <Flex alignItems="center" gap={2}>
      <Link href={`/${encodeURIComponent(username)}/`} rounding="pill" underline="none" display="inlineBlock" accessibilityLabel={`${name} (your profile)`}>
        <Box display="flex" alignItems="center" data-test-id="header-viewer">
          <UserAvatar name={name} src={imageSmallUrl} size="sm" />
          <Box display="none" smDisplay="block" marginStart={2}>
            <Text weight="bold">{name}</Text>
          </Box>
        </Box>
      </Link>
      <IconButtonLink href="/settings" icon="cog" accessibilityLabel="Settings" size="md" />
      <Button
        text="Log out"
        color="gray"
        size="md"
        disabled={loggingOut}
        onClick={logOut}
      />
    </Flex>
  );
}

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
