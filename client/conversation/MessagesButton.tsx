/**
 * The header's Messages button (issue 20): to /inbox/, with the number of conversations waiting for
 * the viewer (unread ones and contact requests). The count is asked once mounted and again on each
 * new page and when the tab comes back into view; the inbox page itself is the live one (a stream
 * held open by every page would keep the network busy for as long as the site is open).
 */
import { Box, IconButtonLink, Text } from 'gestalt';
import { useRouter } from 'found';
import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { getRequest } from 'relay-runtime';
import { waitingCount } from './rules';

const query = graphql`
  query MessagesButtonQuery {
    viewer {
      inbox {
        unreadConversations
        contactRequests
      }
    }
  }
`;

export const INBOX_PATH = '/inbox/';

export default function MessagesButton() {
  const environment = useRelayEnvironment();
  const { match } = useRouter();
  const path = match.location.pathname;
  const [count, setCount] = useState(0);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') setAsked((n) => n + 1);
    };
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, []);
  useEffect(() => {
    // Through the network alone: the count is this button's, never written over the shell's viewer.
    const subscription = environment
      .getNetwork()
      .execute(getRequest(query).params, {}, {})
      .subscribe({
        next: (response) => {
          const first = (Array.isArray(response) ? response[0] : response) as { data?: { viewer?: { inbox?: { unreadConversations: number; contactRequests: number } | null } | null } };
          const inbox = first?.data?.viewer?.inbox;
          if (inbox) setCount(waitingCount({ unreadConversations: inbox.unreadConversations, contactRequests: inbox.contactRequests }));
        },
        error: () => {},
      });
    return () => subscription.unsubscribe();
  }, [environment, path, asked]);
  const label = count === 0 ? 'Messages' : `Messages, ${count} waiting`;
  return (
    <Box position="relative" data-test-id="header-messages">
      <IconButtonLink href={INBOX_PATH} icon="speech-ellipsis" size="md" accessibilityLabel={label} />
      {count > 0 ? (
        <Box position="absolute" top right color="primary" rounding="pill" paddingX={1} minWidth={18} display="flex" justifyContent="center" aria-hidden>
          <Text size="100" color="inverse" weight="bold">
            {count > 99 ? '99+' : String(count)}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}
