/**
 * The header's received-invites button (issue 15): shown when the viewer has pending board invites
 * (Viewer.boardInviteCount > 0), with the count, linking to /notifications/invites/. Asked after the
 * page is up (its own small query), so the shell's viewer query and the server's render stay as they
 * are; accepting or declining brings the new count back in the mutation's answer.
 */
import { Box, IconButtonLink, Text } from 'gestalt';
import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate, getRequest } from 'relay-runtime';
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

/** The count in the viewer's answer, if it is one (an error answer has none). */
function countIn(response: unknown): number | null {
  const first = (Array.isArray(response) ? response[0] : response) as { data?: { viewer?: { boardInviteCount?: unknown } | null } } | undefined;
  const count = first?.data?.viewer?.boardInviteCount;
  return typeof count === 'number' ? count : null;
}

/**
 * Nothing until the count has come (asked once mounted in the browser, never in a server render; the
 * request is dropped if the header goes first); nothing if it fails. Asked through the network
 * alone, and only the count written to the viewer record: an error answer (`viewer: null`) must not
 * reach the store, where it would take the shell's viewer away.
 */
export default function InvitesButton() {
  const environment = useRelayEnvironment();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const subscription = environment
      .getNetwork()
      .execute(getRequest(query).params, {}, {})
      .subscribe({
        next: (response) => {
          const count = countIn(response);
          if (count === null) return;
          commitLocalUpdate(environment, (store) => store.getRoot().getLinkedRecord('viewer')?.setValue(count, 'boardInviteCount'));
          setLoaded(true);
        },
        error: () => {},
      });
    return () => subscription.unsubscribe();
  }, [environment]);
  if (!loaded) return null;
  return (
    <QuietBoundary>
      <InviteCount />
    </QuietBoundary>
  );
}
