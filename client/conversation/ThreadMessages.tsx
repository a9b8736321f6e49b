/**
 * A conversation's messages, oldest first, with "Show earlier messages" while there are more, and
 * after them the ones this page sent that the conversation as read does not hold yet (./outbox.ts).
 */
import { Box, Button, Text } from 'gestalt';
import { useEffect, useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import ShowMore from '../shell/ShowMore';
import MessageBubble from './MessageBubble';
import { notYetRead, type Outgoing } from './outbox';
import type { ThreadMessages_conversation$key } from './__generated__/ThreadMessages_conversation.graphql';
import type { ThreadMessagesPaginationQuery } from './__generated__/ThreadMessagesPaginationQuery.graphql';

/** Messages per page (the first and each "Show earlier messages"). */
export const MESSAGES_PAGE = 50;
/** The most a read asks for (schema/conversation MESSAGES_PAGE_MAX). */
export const MESSAGES_READ_MAX = 100;

interface Props {
  readonly conversation: ThreadMessages_conversation$key;
  /** "Messages with Ana". */
  readonly label: string;
  readonly outbox: readonly Outgoing[];
  readonly onRetry: (entry: Outgoing) => void;
  /** Told how many messages are shown (a refresh reads as many). */
  readonly onShown: (rows: number) => void;
}

export default function ThreadMessages({ conversation, label, outbox, onRetry, onShown }: Props) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ThreadMessagesPaginationQuery, ThreadMessages_conversation$key>(
    graphql`
      fragment ThreadMessages_conversation on Conversation
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "ThreadMessagesPaginationQuery") {
        messages(first: $count, after: $cursor) @connection(key: "ThreadMessages_messages") {
          edges {
            node {
              id
              ...MessageBubble_message
            }
          }
        }
      }
    `,
    conversation,
  );
  const edges = data.messages.edges;
  useEffect(() => onShown(edges.length), [edges.length, onShown]);
  const messages = useMemo(() => [...edges].reverse(), [edges]);
  const unread = notYetRead(outbox, new Set(edges.map(({ node }) => node.id)));
  return (
    <>
      <ShowMore paging={{ hasNext, isLoadingNext, loadNext }} pageSize={MESSAGES_PAGE} what="messages" size="md" label="Show earlier messages" />
      <ol role="log" aria-label={label} style={{ padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }} data-test-id="conversation-messages">
        {messages.map(({ node }) => (
          <MessageBubble key={node.id} message={node} />
        ))}
        {unread.map((entry) => (
          <li key={`outbox-${entry.key}`} style={{ listStyle: 'none', alignSelf: 'flex-end' }} data-test-id={entry.status === 'sent' ? 'message-sent' : 'message-pending'}>
            <Box padding={2} rounding={4} color="secondary" maxWidth={420}>
              <Text>{entry.text}</Text>
              {entry.status === 'failed' ? (
                <Box role="alert">
                  <Text size="100" color="error">
                    {entry.error}
                  </Text>
                  <Button size="sm" text="Try again" onClick={() => onRetry(entry)} />
                </Box>
              ) : null}
              {entry.status === 'sending' ? (
                <Text size="100" color="subtle">
                  Sending…
                </Text>
              ) : null}
            </Box>
          </li>
        ))}
      </ol>
    </>
  );
}
