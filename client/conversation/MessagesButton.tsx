/**
 * The header's Updates and Messages buttons (issue 20): to /notifications/ with the number of news hub
 * lines not read, and to /inbox/ with the number of conversations waiting (unread ones and contact
 * requests). The counts are asked once mounted, again on each new page, when the tab comes back into
 * view, and when a page says they changed (announceInboxChange). The inbox and Updates pages
 * themselves are the live ones: a stream held open by every page would keep the network busy for as
 * long as the site is open.
 */
import { Box, Flex, IconButtonLink, Text } from 'gestalt';
import { useRouter } from 'found';
import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { getRequest } from 'relay-runtime';
import { INBOX_CHANGED_EVENT, waitingCount } from './rules';

const query = graphql`
  query MessagesButtonQuery {
    viewer {
      inbox {
        unreadConversations
        contactRequests
        unreadNotifications
      }
    }
  }
`;

export const INBOX_PATH = '/inbox/';
export const NOTIFICATIONS_PATH = '/notifications/';

export default function MessagesButton() {
  const environment = useRelayEnvironment();
  const { match } = useRouter();
  const path = match.location.pathname;
  const [count, setCount] = useState(0);
  const [updates, setUpdates] = useState(0);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') setAsked((n) => n + 1);
    };
    const changed = () => setAsked((n) => n + 1);
    document.addEventListener('visibilitychange', again);
    window.addEventListener(INBOX_CHANGED_EVENT, changed);
    return () => {
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener(INBOX_CHANGED_EVENT, changed);
    };
  }, []);
  useEffect(() => {
    // Through the network alone: the count is this button's, never written over the shell's viewer.
    const subscription = environment
      .getNetwork()
      .execute(getRequest(query).params, {}, {})
      .subscribe({
        next: (response) => {
          const first = (Array.isArray(response) ? response[0] : response) as {
            data?: { viewer?: { inbox?: { unreadConversations: number; contactRequests: number; unreadNotifications: number } | null } | null };
          };
          const inbox = first?.data?.viewer?.inbox;
          if (!inbox) return;
          setCount(waitingCount({ unreadConversations: inbox.unreadConversations, contactRequests: inbox.contactRequests }));
          setUpdates(inbox.unreadNotifications);
        },
        error: () => {},
      });
    return () => subscription.unsubscribe();
  }, [environment, path, asked]);
  return (
    <Flex alignItems="center" gap={1}>
      {/* At phone width the search field keeps its room: Updates is in the account menu there. */}
      <Box display="none" smDisplay="block">
        <Counted href={NOTIFICATIONS_PATH} icon="bell" count={updates} label={updates === 0 ? 'Updates' : `Updates, ${updates} new`} testId="header-updates" />
      </Box>
      <Counted href={INBOX_PATH} icon="speech-ellipsis" count={count} label={count === 0 ? 'Messages' : `Messages, ${count} waiting`} testId="header-messages" />
    </Flex>
  );
}

function Counted({ href, icon, count, label, testId }: { readonly href: string; readonly icon: 'bell' | 'speech-ellipsis'; readonly count: number; readonly label: string; readonly testId: string }) {
  return (
    <Box position="relative" data-test-id={testId}>
      <IconButtonLink href={href} icon={icon} size="md" accessibilityLabel={label} />
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
