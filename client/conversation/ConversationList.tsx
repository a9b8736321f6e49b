/**
 * The inbox's list (platform §2 inbox views): the viewer's conversations, newest message first
 * (defaultInboxView), or the contact requests waiting for them (invitesRequestsView); with no
 * conversation at all, a word on what messages are for and how to start one
 * (followInviteEducationView). New message's steps (newMessageSelectRecipientsView, newMessageView)
 * are NewMessage.tsx.
 */
import { Box, Flex, SegmentedControl, Text } from 'gestalt';
import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import ConversationRows, { CONVERSATIONS_PAGE, CONVERSATIONS_READ_MAX } from './ConversationRows';
import InboxEducation from './InboxEducation';
import { useLiveRead } from './useLiveRead';
import type { ConversationListQuery } from './__generated__/ConversationListQuery.graphql';

export type InboxView = 'defaultInboxView' | 'invitesRequestsView' | 'followInviteEducationView' | 'newMessageSelectRecipientsView' | 'newMessageView';

/** The list's tabs: Messages and Requests. */
export type InboxTab = Extract<InboxView, 'defaultInboxView' | 'invitesRequestsView'>;

interface Props {
  readonly tab: InboxTab;
  readonly onTab: (tab: InboxTab) => void;
  /** The open conversation's v3 id, highlighted. */
  readonly openId: string | null;
  /** Bumped to read the list again (a live event). */
  readonly fetchKey: number;
  readonly onLastEventId: (id: string) => void;
  readonly onNewMessage: () => void;
}

const listQuery = graphql`
  query ConversationListQuery($status: ConversationStatus!, $count: Int!) {
    viewer {
      inbox {
        contactRequests
        lastEventId
      }
      ...ConversationRows_viewer @arguments(count: $count, status: $status)
    }
  }
`;

export default function ConversationList({ tab, onTab, openId, fetchKey, onLastEventId, onNewMessage }: Props) {
  const { readKey, variables, onShown } = useLiveRead(fetchKey, listQuery, (count) => ({ status: tab === 'invitesRequestsView' ? ('PENDING' as const) : ('ACCEPTED' as const), count }), {
    page: CONVERSATIONS_PAGE,
    max: CONVERSATIONS_READ_MAX,
    scope: tab,
  });
  const data = useLazyLoadQuery<ConversationListQuery>(listQuery, variables, { fetchKey: readKey, fetchPolicy: 'store-and-network' });
  const viewer = data.viewer;
  const inbox = viewer?.inbox ?? null;
  const lastEventId = inbox?.lastEventId ?? null;
  useEffect(() => {
    if (lastEventId !== null) onLastEventId(lastEventId);
  }, [lastEventId, onLastEventId]);
  const requests = inbox?.contactRequests ?? 0;
  // inbox-empty: either tab without a row (the Messages tab's is followInviteEducationView).
  const empty = (
    <Box data-test-id="inbox-empty">
      {tab === 'defaultInboxView' ? (
        <InboxEducation onNewMessage={onNewMessage} />
      ) : (
        <Box padding={4}>
          <Text align="center" color="subtle">
            No message requests.
          </Text>
        </Box>
      )}
    </Box>
  );
  return (
    <Flex direction="column" gap={2}>
      <SegmentedControl
        items={['Messages', requests > 0 ? `Requests (${requests})` : 'Requests']}
        selectedItemIndex={tab === 'invitesRequestsView' ? 1 : 0}
        onChange={({ activeIndex }) => onTab(activeIndex === 1 ? 'invitesRequestsView' : 'defaultInboxView')}
      />
      {viewer ? <ConversationRows viewer={viewer} openId={openId} empty={empty} onShown={onShown} /> : empty}
    </Flex>
  );
}
