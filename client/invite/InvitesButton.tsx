/**
 * The header's received-invites button (issue 15): shown when the viewer has pending board invites
 * (Viewer.boardInviteCount > 0), with the count, linking to /notifications/invites/. Asked after the
 * page is up (its own small query), so the shell's viewer query and the server's render stay as they
 * are; accepting or declining brings the new count back in the mutation's answer.
 */
import { Box, IconButtonLink, Text } from 'gestalt';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import QuietBoundary from '../shell/QuietBoundary';
import type { InvitesButtonQuery } from './__generated__/InvitesButtonQuery.graphql';

export const INVITES_PATH = '/notifications/invites/';

const query = graphql`
  query InvitesButtonQuery {
    viewer {
      boardInviteCount
    }
  }
`;

/** The count as the store holds it (kept current by accept and decline answers). */
function InviteCount() {
  const count = useLazyLoadQuery<InvitesButtonQuery>(query, {}, { fetchPolicy: 'store-only' }).viewer?.boardInviteCount;
  if (!count || count <= 0) return null;
  const label = count === 1 ? '1 board invite' : `${count} board invites`;
  return (
    <Box position="relative" data-test-id="header-invites">
      <IconButtonLink href={INVITES_PATH} icon="people" size="md" accessibilityLabel={label} />
      <Box position="absolute" top right color="primary" rounding="pill" paddingX={1} minWidth={18} display="flex" justifyContent="center" aria-hidden>
        <Text size="100" color="inverse" weight="bold">
          {count > 99 ? '99+' : String(count)}
        </Text>
      </Box>
    </Box>
  );
}

/**
 * Nothing until the count has come (asked once mounted in the browser, never in a server render;
 * the request is dropped if the header goes first); nothing if it fails.
 */
export default function InvitesButton() {
  const environment = useRelayEnvironment();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const subscription = fetchQuery<InvitesButtonQuery>(environment, query, {}).subscribe({ complete: () => setLoaded(true), error: () => {} });
    return () => subscription.unsubscribe();
  }, [environment]);
  if (!loaded) return null;
  return (
    <QuietBoundary>
      <InviteCount />
    </QuietBoundary>
  );
}
