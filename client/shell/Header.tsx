import { Box, Button, ButtonLink, Dropdown, Flex, Icon, IconButton, Link, Sticky, Text } from 'gestalt';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import { viewerKind } from '../account/gate';
import { useSetDarkMode } from '../account/colorScheme';
import { useLogOut } from '../account/useLogOut';
import UserAvatar from '../user/UserAvatar';
import CreateMenu from './CreateMenu';
import { HEADER_HEIGHT, HEADER_MENU_Z_INDEX, HEADER_Z_INDEX } from './layers';
import { useShellViewer, useVerticalNav } from './navigation';
import QuietBoundary from './QuietBoundary';

export { HEADER_HEIGHT, HEADER_Z_INDEX } from './layers';

// The search field (and its results list) comes after the page: it is not needed for the first paint.
const HeaderSearch = lazy(() => import('../search/HeaderSearch'));

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

type SignedInUser = { readonly username: string; readonly fullName: string; readonly imageSmallUrl: string | null };

/** The account menu: your profile, settings, log out (instead of a Log out button always in view). */
function AccountMenu({ user }: { readonly user: SignedInUser }) {
  const id = useId();
  const anchorRef = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [logOut, loggingOut] = useLogOut();
  const name = user.fullName || user.username;
  const profile = `/${encodeURIComponent(user.username)}/`;
  return (
    <Flex alignItems="center" gap={1}>
      <Link href={profile} rounding="pill" underline="none" display="inlineBlock" accessibilityLabel={`${name} (your profile)`}>
        <Box display="flex" alignItems="center" data-test-id="header-viewer">
          <UserAvatar name={name} src={user.imageSmallUrl} size="sm" />
          <Box display="none" lgDisplay="block" marginStart={2}>
            <Text weight="bold">{name}</Text>
          </Box>
        </Box>
      </Link>
      <IconButton
        ref={anchorRef}
        icon="arrow-down"
        size="xs"
        accessibilityLabel="Accounts and more options"
        accessibilityExpanded={open}
        accessibilityHaspopup
        accessibilityControls={id}
        selected={open}
        onClick={() => setOpen((value) => !value)}
      />
      {open ? (
        <Dropdown id={id} anchor={anchorRef.current} onDismiss={() => setOpen(false)} zIndex={HEADER_MENU_Z_INDEX}>
          <Dropdown.Section label={name}>
            <Dropdown.Link href={profile} option={{ value: 'profile', label: 'Your profile' }} onClick={() => setOpen(false)} />
            <Dropdown.Link href="/settings" option={{ value: 'settings', label: 'Settings' }} onClick={() => setOpen(false)} />
            <Dropdown.Item
              option={{ value: 'logout', label: loggingOut ? 'Logging out…' : 'Log out' }}
              disabled={loggingOut}
              onSelect={() => {
                setOpen(false);
                logOut();
              }}
            />
          </Dropdown.Section>
        </Dropdown>
      ) : null}
    </Flex>
  );
}

/** Signed out: Log in / Sign up. Signed in: the viewer (to their profile) and the account menu. */
function AccountActions({ onRetry, fetchKey }: { readonly onRetry: () => void; readonly fetchKey: number }) {
  const viewer = useShellViewer(fetchKey);
  const setDarkMode = useSetDarkMode();
  const signedIn = Boolean(viewer?.isAuthenticated && viewer.user);
  const darkMode = viewer?.darkMode ?? false;

  useEffect(() => {
    setDarkMode(signedIn ? darkMode : null);
  }, [setDarkMode, signedIn, darkMode]);

  // The server could not say who is signed in: neither Log in nor the account, but a way to ask again.
  if (!viewer) return <Button text="Try again" color="gray" size="md" onClick={onRetry} />;
  if (!signedIn || !viewer.user) {
    return (
      <Flex alignItems="center" gap={2}>
        <ButtonLink href="/login" text="Log in" color="red" size="md" />
        <Box display="none" smDisplay="block">
          <ButtonLink href="/signup" text="Sign up" color="gray" size="md" />
        </Box>
      </Flex>
    );
  }
  return <AccountMenu user={viewer.user} />;
}

/** Home and Create; left to the vertical navigation where it shows (from medium widths up). */
function HeaderNav() {
  const viewer = useShellViewer();
  const vertical = useVerticalNav();
  const kind = viewer?.isAuthenticated && viewer.user ? viewerKind(viewer) : 'anonymous';
  return (
    <Box display="flex" mdDisplay={vertical ? 'none' : 'flex'} alignItems="center">
      <Box display="none" mdDisplay="block">
        <ButtonLink href="/" text="Home" color="transparent" size="lg" />
      </Box>
      <Box display="none" mdDisplay="block">
        <CreateMenu kind={kind} />
      </Box>
      <Box display="block" mdDisplay="none">
        <CreateMenu kind={kind} compact />
      </Box>
    </Box>
  );
}

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
