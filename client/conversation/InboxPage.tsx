/**
 * /inbox/ and /conversation/{id} (issue 20; platform §2): the inbox beside the open conversation
 * (one of them at phone width), live: a new message or a change in another tab reads both again.
 */
import { Box, Flex, Heading, Link, Spinner, Text } from 'gestalt';
import { useRouter } from 'found';
import { Suspense, useState } from 'react';
import QuietBoundary from '../shell/QuietBoundary';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useIsMobile } from '../shell/useIsMobile';
import NotFound from '../shell/NotFound';
import ConversationList, { type InboxView } from './ConversationList';
import ConversationThread from './ConversationThread';
import NotificationsPage from './NotificationsPage';
import { announceInboxChange, isConversationId } from './rules';
import { useLiveRefresh } from './useInboxEvents';

const loading = (
  <Box padding={6} display="flex" justifyContent="center">
    <Spinner show accessibilityLabel="Loading" />
  </Box>
);


/** /notifications/ shares this route (the first script carries one entry for the three pages). */
export default function InboxArea() {
  const { match } = useRouter();
  const params = match.params as Record<string, string | undefined>;
  if (params.area === 'notifications') {
    if (params.id !== undefined) return <NotFound />;
    return <NotificationsPage />;
  }
  return <InboxPage id={params.id} />;
}

function InboxPage({ id }: { readonly id: string | undefined }) {
  const openId = isConversationId(id) ? id : null;
  const [view, setView] = useState<InboxView>('messages');
  const mobile = useIsMobile();
  // Every change (a live event, a send, an accept) reads the pages again and tells the header.
  const { fetchKey, refresh, onLastEventId } = useLiveRefresh(announceInboxChange);
  useDocumentTitle(openId ? 'Conversation | Corkboard' : 'Inbox | Corkboard');
  if (id !== undefined && openId === null) return <NotFound />;

  const list = (
    <QuietBoundary>
      <Suspense fallback={loading}>
        <ConversationList view={view} onView={setView} openId={openId} fetchKey={fetchKey} onLastEventId={onLastEventId} />
      </Suspense>
    </QuietBoundary>
  );
  const thread = openId ? (
    <Suspense fallback={loading}>
      <ConversationThread key={openId} entityId={openId} fetchKey={fetchKey} onChanged={refresh} onLastEventId={onLastEventId} />
    </Suspense>
  ) : null;

  return (
    <Box padding={3} mdPadding={6} maxWidth={1100} marginStart="auto" marginEnd="auto" data-test-id="inbox-page">
      <Flex direction="column" gap={4}>
        <Heading size="400" accessibilityLevel={1}>
          Inbox
        </Heading>
        {mobile ? (
          thread ? (
            <Flex direction="column" gap={2}>
              <Link href="/inbox/" underline="always">
                <Text>← All messages</Text>
              </Link>
              {thread}
            </Flex>
          ) : (
            list
          )
        ) : (
          <Flex gap={6} alignItems="start">
            <Box width={360} minWidth={300}>
              {list}
            </Box>
            <Flex.Item flex="grow" minWidth={0}>
              {thread ?? <Box padding={6}>{null}</Box>}
            </Flex.Item>
          </Flex>
        )}
      </Flex>
    </Box>
  );
}
