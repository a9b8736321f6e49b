/**
 * /inbox/ and /conversation/{id} (issue 20; platform §2): the inbox beside the open conversation or
 * New message (one of them at phone width), live: a new message or a change in another tab reads
 * both again. /inbox/?view=new and ?view=write are New message's steps (./inboxViews.ts).
 */
import { Box, Button, Flex, Heading, Link, Spinner, Text } from 'gestalt';
import { useRouter } from 'found';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import QuietBoundary from '../shell/QuietBoundary';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useIsMobile } from '../shell/useIsMobile';
import NotFound from '../shell/NotFound';
import ConversationList, { type InboxTab } from './ConversationList';
import ConversationThread from './ConversationThread';
import { forgetNewMessage, NEW_MESSAGE_TITLE } from './newMessageDraft';
import NotificationsPage from './NotificationsPage';
import { announceInboxChange, isConversationId } from './rules';
import { useLiveRefresh } from './useInboxEvents';
import { useNewMessageSteps } from './useNewMessageSteps';

// New message's own chunk (the people search): most visits to the inbox read, they do not start.
const NewMessage = lazy(() => import('./NewMessage'));

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
  const [tab, setTab] = useState<InboxTab>('defaultInboxView');
  // Replies being written, by conversation: kept here, above the thread's Suspense boundary, so no
  // read of the thread (an Accept, a live event) can take them away.
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const steps = useNewMessageSteps(id === undefined);
  const mobile = useIsMobile();
  // Every change (a live event, a send, an accept) reads the pages again and tells the header.
  const { fetchKey, refresh, onLastEventId } = useLiveRefresh(announceInboxChange);
  const onDraft = useCallback(
    (text: string) => {
      if (openId !== null) setDrafts((all) => ({ ...all, [openId]: text }));
    },
    [openId],
  );
  const { open: openSteps, sent: onSent } = steps;
  const openNewMessage = useCallback(() => {
    forgetNewMessage();
    openSteps();
  }, [openSteps]);
  const sent = useCallback(
    (conversationId: string) => {
      refresh();
      onSent(conversationId);
    },
    [refresh, onSent],
  );
  useDocumentTitle(openId ? 'Conversation | Corkboard' : steps.view ? `${NEW_MESSAGE_TITLE} | Corkboard` : 'Inbox | Corkboard');
  if (id !== undefined && openId === null) return <NotFound />;

  const list = (
    <QuietBoundary>
      <Suspense fallback={loading}>
        <ConversationList tab={tab} onTab={setTab} openId={openId} fetchKey={fetchKey} onLastEventId={onLastEventId} onNewMessage={openNewMessage} />
      </Suspense>
    </QuietBoundary>
  );
  let side: ReactNode = null;
  if (openId) {
    side = (
      <Suspense fallback={loading}>
        <ConversationThread key={openId} entityId={openId} fetchKey={fetchKey} onChanged={refresh} onLastEventId={onLastEventId} draft={drafts[openId] ?? ''} onDraft={onDraft} />
      </Suspense>
    );
  } else if (steps.view) {
    side = (
      <Suspense fallback={loading}>
        <NewMessage view={steps.view} onNext={steps.next} onBack={steps.back} onCancel={steps.cancel} onNoOneChosen={steps.restart} onSent={sent} />
      </Suspense>
    );
  }

  return (
    <Box padding={3} mdPadding={6} maxWidth={1100} marginStart="auto" marginEnd="auto" data-test-id="inbox-page">
      <Flex direction="column" gap={4}>
        <Flex alignItems="center" justifyContent="between" gap={2}>
          <Heading size="400" accessibilityLevel={1}>
            Inbox
          </Heading>
          {steps.view ? null : <Button text={NEW_MESSAGE_TITLE} size="md" onClick={openNewMessage} dataTestId="inbox-new-message" />}
        </Flex>
        {mobile ? (
          side ? (
            <Flex direction="column" gap={2}>
              {openId ? (
                <Link href="/inbox/" underline="always">
                  <Text>← All messages</Text>
                </Link>
              ) : null}
              {side}
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
              {side ?? <Box padding={6}>{null}</Box>}
            </Flex.Item>
          </Flex>
        )}
      </Flex>
    </Box>
  );
}
