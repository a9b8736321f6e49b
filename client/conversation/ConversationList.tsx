/**
 * The inbox's list (platform §2 defaultInboxView and invitesRequestsView): the viewer's conversations,
 * newest message first, or the contact requests waiting for them; each row says who it is with, the
 * last message and its unread count.
 */
import { Box, Flex, Link, SegmentedControl, Text } from 'gestalt';
import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import UserAvatar from '../user/UserAvatar';
import { conversationTitle, messagePreview, shortAgo } from './rules';
import type { ConversationListQuery } from './__generated__/ConversationListQuery.graphql';

export type InboxView = 'messages' | 'requests';

interface Props {
  readonly view: InboxView;
  readonly onView: (view: InboxView) => void;
  /** The open conversation's v3 id, highlighted. */
  readonly openId: string | null;
  /** Bumped to read the list again (a live event). */
  readonly fetchKey: number;
  readonly onLastEventId: (id: string) => void;
}

export default function ConversationList({ view, onView, openId, fetchKey, onLastEventId }: Props) {
  const data = useLazyLoadQuery<ConversationListQuery>(
    graphql`
      query ConversationListQuery($status: ConversationStatus!) {
        viewer {
          inbox {
            contactRequests
            lastEventId
          }
          conversations(first: 25, status: $status) {
            edges {
              node {
                id
                entityId
                unreadCount
                lastMessageAt
                otherParticipants {
                  id
                  username
                  fullName
                  imageMediumUrl
                }
                lastMessage {
                  text
                  isMine
                  pin {
                    title
                  }
                }
              }
            }
          }
        }
      }
    `,
    { status: view === 'requests' ? 'PENDING' : 'ACCEPTED' },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const viewer = data.viewer;
  const inbox = viewer?.inbox ?? null;
  const lastEventId = inbox?.lastEventId ?? null;
  useEffect(() => {
    if (lastEventId !== null) onLastEventId(lastEventId);
  }, [lastEventId, onLastEventId]);
  const requests = inbox?.contactRequests ?? 0;
  const edges = viewer?.conversations.edges ?? [];
  const now = Date.now();
  return (
    <Flex direction="column" gap={2}>
      <SegmentedControl
        items={['Messages', requests > 0 ? `Requests (${requests})` : 'Requests']}
        selectedItemIndex={view === 'requests' ? 1 : 0}
        onChange={({ activeIndex }) => onView(activeIndex === 1 ? 'requests' : 'messages')}
      />
      {edges.length === 0 ? (
        <Box padding={4} data-test-id="inbox-empty">
          <Text align="center" color="subtle">
            {view === 'requests' ? 'No message requests.' : 'No messages yet. Send a Pin to someone from its Share button.'}
          </Text>
        </Box>
      ) : (
        <ul style={{ padding: 0, margin: 0 }} data-test-id="inbox-list">
          {edges.map(({ node }) => {
            const title = conversationTitle(node.otherParticipants);
            const first = node.otherParticipants[0];
            const preview = messagePreview(node.lastMessage ? { text: node.lastMessage.text, isMine: node.lastMessage.isMine, hasPin: node.lastMessage.pin !== null, pinTitle: node.lastMessage.pin?.title } : null);
            return (
              <li key={node.id} style={{ listStyle: 'none' }}>
                <Link href={`/conversation/${node.entityId}/`} display="block" underline="none" rounding={4} dataTestId="inbox-row">
                  <Box padding={2} rounding={4} color={openId === node.entityId ? 'secondary' : 'transparent'}>
                    <Flex gap={2} alignItems="center">
                      <UserAvatar name={first?.fullName || first?.username || '?'} src={first?.imageMediumUrl} size="md" />
                      <Flex.Item flex="grow" minWidth={0}>
                        <Text weight={node.unreadCount > 0 ? 'bold' : 'normal'} lineClamp={1}>
                          {title}
                        </Text>
                        <Text size="200" color={node.unreadCount > 0 ? 'default' : 'subtle'} lineClamp={1}>
                          {preview}
                        </Text>
                      </Flex.Item>
                      <Flex direction="column" alignItems="end" gap={1}>
                        <Text size="100" color="subtle">
                          {shortAgo(node.lastMessageAt, now)}
                        </Text>
                        {node.unreadCount > 0 ? (
                          <Box color="primary" rounding="pill" paddingX={2} aria-label={`${node.unreadCount} unread`}>
                            <Text size="100" color="inverse" weight="bold">
                              {node.unreadCount}
                            </Text>
                          </Box>
                        ) : null}
                      </Flex>
                    </Flex>
                  </Box>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Flex>
  );
}
