import { Box, Button, ButtonLink, Flex, IconButtonLink, Link, Text } from 'gestalt';
import { useEffect, useState } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { useSetDarkMode } from '../account/colorScheme';
import { useLogOut } from '../account/useLogOut';
import UserAvatar from '../user/UserAvatar';
import { headerViewerQuery } from './Header';
import type { HeaderViewerQuery } from './__generated__/HeaderViewerQuery.graphql';

/** Signed out: Log in / Sign up. Signed in: the viewer (to their profile), settings, Log out. */
export default function AccountActions() {
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
