/**
 * The inbox's rows, a page at a time with "Show more": who each conversation is with, the last
 * message and its unread count.
 */
import { Box, Flex, Link, Text } from 'gestalt';
import { useEffect, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import ShowMore from '../shell/ShowMore';
import UserAvatar from '../user/UserAvatar';
import { conversationTitle, messagePreview, shortAgo } from './rules';
import type { ConversationRows_viewer$key } from './__generated__/ConversationRows_viewer.graphql';
import type { ConversationRowsPaginationQuery } from './__generated__/ConversationRowsPaginationQuery.graphql';

/** Conversations per page (the first and each "Show more"). */
export const CONVERSATIONS_PAGE = 25;
/** The most a read asks for (schema/conversation CONVERSATIONS_PAGE_MAX). */
export const CONVERSATIONS_READ_MAX = 50;

interface Props {
  readonly viewer: ConversationRows_viewer$key;
  readonly openId: string | null;
  /** Shown when there is no row at all. */
  readonly empty: ReactNode;
  /** Told how many rows are shown (a refresh reads as many). */
  readonly onShown: (rows: number) => void;
}

export default function ConversationRows({ viewer, openId, empty, onShown }: Props) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ConversationRowsPaginationQuery, ConversationRows_viewer$key>(
    graphql`
      fragment ConversationRows_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, status: { type: "ConversationStatus", defaultValue: ACCEPTED })
      @refetchable(queryName: "ConversationRowsPaginationQuery") {
        conversations(first: $count, after: $cursor, status: $status) @connection(key: "ConversationRows_conversations") {
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
    `,
    viewer,
  );
  const edges = data.conversations.edges;
  useEffect(() => onShown(edges.length), [edges.length, onShown]);
  if (edges.length === 0 && !hasNext) return <>{empty}</>;
  const now = Date.now();
  return (
    <Flex direction="column" gap={2}>
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
      <ShowMore paging={{ hasNext, isLoadingNext, loadNext }} pageSize={CONVERSATIONS_PAGE} what="conversations" size="md" />
    </Flex>
  );
}
