/**
 * One conversation (platform §2 /conversation/{id}): its messages oldest first, sent pins as small
 * cards, a contact request's Accept and Decline, and the box to write back. Opening it marks it read.
 * A message being sent shows at once and stays, with Try again, if sending fails: nothing typed is lost.
 */
import { Box, Button, Flex, Heading, Text, TextArea } from 'gestalt';
import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import NotFound from '../shell/NotFound';
import UserAvatar from '../user/UserAvatar';
import MessageBubble from './MessageBubble';
import { conversationGlobalId, conversationTitle, MESSAGE_TEXT_MAX } from './rules';
import type { ConversationThreadQuery } from './__generated__/ConversationThreadQuery.graphql';
import type { ConversationThreadSendMutation } from './__generated__/ConversationThreadSendMutation.graphql';
import type { ConversationThreadReadMutation } from './__generated__/ConversationThreadReadMutation.graphql';
import type { ConversationThreadAnswerMutation } from './__generated__/ConversationThreadAnswerMutation.graphql';
import type { ConversationThreadDeclineMutation } from './__generated__/ConversationThreadDeclineMutation.graphql';

interface Props {
  readonly entityId: string;
  readonly fetchKey: number;
  /** After a send, an accept or a decline: the list reads again. */
  readonly onChanged: () => void;
  /** The inbox's newest event id when this was read: where the live subscription starts (at phone width the list is not there to say it). */
  readonly onLastEventId: (id: string) => void;
}

interface Pending {
  readonly text: string;
  readonly failed: string | null;
}

const SEND_FAILED = "Couldn't send. Try again.";

export default function ConversationThread({ entityId, fetchKey, onChanged, onLastEventId }: Props) {
  const data = useLazyLoadQuery<ConversationThreadQuery>(
    graphql`
      query ConversationThreadQuery($id: ID!) {
        viewer {
          inbox {
            lastEventId
          }
        }
        node(id: $id) {
          __typename
          ... on Conversation {
            id
            entityId
            status
            unreadCount
            otherParticipants {
              id
              username
              fullName
              imageMediumUrl
            }
            messages(first: 50) {
              edges {
                node {
                  id
                  ...MessageBubble_message
                }
              }
            }
          }
        }
      }
    `,
    { id: conversationGlobalId(entityId) },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const [text, setText] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [commitSend] = useMutation<ConversationThreadSendMutation>(graphql`
    mutation ConversationThreadSendMutation($conversationId: String!, $text: String!) {
      sendMessage(conversationId: $conversationId, text: $text) {
        message {
          id
        }
        errors {
          message
        }
      }
    }
  `);
  const [commitRead] = useMutation<ConversationThreadReadMutation>(graphql`
    mutation ConversationThreadReadMutation($id: String!) {
      markConversationRead(conversationId: $id) {
        conversation {
          id
          unreadCount
        }
      }
    }
  `);
  const [commitAccept, accepting] = useMutation<ConversationThreadAnswerMutation>(graphql`
    mutation ConversationThreadAnswerMutation($id: String!) {
      acceptContactRequest(conversationId: $id) {
        conversation {
          id
          status
        }
        errors {
          message
        }
      }
    }
  `);
  const [commitDecline, declining] = useMutation<ConversationThreadDeclineMutation>(graphql`
    mutation ConversationThreadDeclineMutation($id: String!) {
      declineContactRequest(conversationId: $id) {
        conversation {
          id
          status
        }
        errors {
          message
        }
      }
    }
  `);

  const conversation = data.node?.__typename === 'Conversation' ? data.node : null;
  const lastEventId = data.viewer?.inbox?.lastEventId ?? null;
  useEffect(() => {
    if (lastEventId !== null) onLastEventId(lastEventId);
  }, [lastEventId, onLastEventId]);
  const unread = conversation?.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0) commitRead({ variables: { id: entityId }, onCompleted: onChanged });
  }, [unread, entityId, commitRead, onChanged]);

  if (!conversation) return <NotFound />;
  const messages = [...conversation.messages.edges].reverse();
  const title = conversationTitle(conversation.otherParticipants);
  const first = conversation.otherParticipants[0];

  const send = (body: string) => {
    const trimmed = body.trim();
    if (!trimmed) return;
    setPending({ text: trimmed, failed: null });
    setText('');
    commitSend({
      variables: { conversationId: entityId, text: trimmed },
      onCompleted: (answer) => {
        const error = answer.sendMessage.errors[0]?.message;
        if (error) {
          setPending({ text: trimmed, failed: error });
          return;
        }
        setPending(null);
        onChanged();
      },
      onError: () => setPending({ text: trimmed, failed: SEND_FAILED }),
    });
  };

  return (
    <Flex direction="column" gap={3} height="100%">
      <Flex gap={2} alignItems="center">
        <UserAvatar name={first?.fullName || first?.username || '?'} src={first?.imageMediumUrl} size="md" />
        <Heading size="400" accessibilityLevel={2} lineClamp={1}>
          {title}
        </Heading>
      </Flex>
      {conversation.status === 'PENDING' ? (
        <Box padding={3} rounding={4} color="secondary" data-test-id="contact-request">
          <Flex direction="column" gap={2}>
            <Text>{`${title} wants to send you messages. Accept to reply, or decline: they won't be told.`}</Text>
            <Flex gap={2}>
              <Button text="Accept" color="red" disabled={accepting} onClick={() => commitAccept({ variables: { id: entityId }, onCompleted: onChanged })} />
              <Button text="Decline" disabled={declining} onClick={() => commitDecline({ variables: { id: entityId }, onCompleted: onChanged })} />
            </Flex>
          </Flex>
        </Box>
      ) : null}
      <ol role="log" aria-label={`Messages with ${title}`} style={{ padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }} data-test-id="conversation-messages">
          {messages.map(({ node }) => (
            <MessageBubble key={node.id} message={node} />
          ))}
          {pending ? (
            <li style={{ listStyle: 'none', alignSelf: 'flex-end' }} data-test-id="message-pending">
              <Box padding={2} rounding={4} color="secondary" maxWidth={420}>
                <Text>{pending.text}</Text>
                {pending.failed ? (
                  <Box role="alert">
                    <Text size="100" color="error">
                      {pending.failed}
                    </Text>
                    <Button size="sm" text="Try again" onClick={() => send(pending.text)} />
                  </Box>
                ) : (
                  <Text size="100" color="subtle">
                    Sending…
                  </Text>
                )}
              </Box>
            </li>
          ) : null}
      </ol>
      {conversation.status === 'DECLINED' ? (
        <Text color="subtle">You declined this conversation.</Text>
      ) : (
        <Flex gap={2} alignItems="end">
          <Flex.Item flex="grow">
            <TextArea
              id="conversation-reply"
              label="Message"
              labelDisplay="hidden"
              placeholder="Write a message"
              value={text}
              rows={2}
              maxLength={{ characterCount: MESSAGE_TEXT_MAX, errorAccessibilityLabel: 'Too long' }}
              onChange={({ value }) => setText(value)}
              onKeyDown={({ event }) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  send(text);
                }
              }}
            />
          </Flex.Item>
          <Button text="Send" color="red" disabled={text.trim() === '' || (pending !== null && pending.failed === null)} onClick={() => send(text)} dataTestId="conversation-send" />
        </Flex>
      )}
    </Flex>
  );
}
