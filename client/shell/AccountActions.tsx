import { Box, Button, ButtonLink, Dropdown, Flex, IconButton, Link, Text } from 'gestalt';
import { useEffect, useId, useRef, useState } from 'react';
import { useSetDarkMode } from '../account/colorScheme';
import { useLogOut } from '../account/useLogOut';
import InvitesButton from '../invite/InvitesButton';
import MessagesButton from '../conversation/MessagesButton';
import PostSaveHost from '../experience/PostSaveHost';
import UserAvatar from '../user/UserAvatar';
import { HEADER_MENU_Z_INDEX } from './layers';
import { useShellViewer } from './navigation';

type SignedInUser = { readonly username: string; readonly fullName: string; readonly imageSmallUrl: string | null };

/** The account menu: your profile, settings, tune your home feed (/edit), the business hub (/business/hub; a personal account converts first), log out (instead of a Log out button always in view). */
function AccountMenu({ user }: { readonly user: SignedInUser }) {
  const id = useId();
  const anchorRef = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [logOut, loggingOut] = useLogOut();
  const name = user.fullName || user.username;
  const profile = `/${encodeURIComponent(user.username)}/`;
  return (
    <Flex alignItems="center" gap={1}>
      {/* pin-card §4: the experience a save brings (the first-save education), in a portal; here, not in the app's first script. */}
      <PostSaveHost />
      <InvitesButton />
      <MessagesButton />
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
            <Dropdown.Link href="/notifications/" option={{ value: 'updates', label: 'Updates' }} onClick={() => setOpen(false)} />
            <Dropdown.Link href="/settings" option={{ value: 'settings', label: 'Settings' }} onClick={() => setOpen(false)} />
            <Dropdown.Link href="/edit" option={{ value: 'tune', label: 'Tune your home feed' }} onClick={() => setOpen(false)} />
            <Dropdown.Link href="/business/hub" option={{ value: 'business', label: 'Business hub' }} onClick={() => setOpen(false)} />
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

/** Signed out: Log in / Sign up. Signed in: received invites (when any), the viewer (to their profile) and the account menu. */
export default function AccountActions({ onRetry, fetchKey }: { readonly onRetry: () => void; readonly fetchKey: number }) {
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

