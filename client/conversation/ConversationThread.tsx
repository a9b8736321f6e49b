/**
 * One conversation (platform §2 /conversation/{id}): its messages oldest first (ThreadMessages),
 * sent pins as small cards, a contact request's Accept and Decline, and the box to write back.
 * Opening it marks it read. A message being sent shows at once and stays, with Try again, if sending
 * fails: nothing typed is lost.
 *
 * The reply's text is the inbox page's (`draft`), above this component and its Suspense boundary,
 * and the box is never swapped for another: an Accept, a live event or a send reads the conversation
 * again (./useLiveRead.ts: a fresh read, in a transition) without touching what is being written.
 */
import { Box, Button, Flex, Heading, Text } from 'gestalt';
import { useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import NotFound from '../shell/NotFound';
import UserAvatar from '../user/UserAvatar';
import MessageField from './MessageField';
import { canSendText } from './messageRules';
import { isSending, withEntry, type Outgoing } from './outbox';
import { conversationGlobalId, conversationTitle } from './rules';
import ThreadMessages, { MESSAGES_PAGE, MESSAGES_READ_MAX } from './ThreadMessages';
import { useLiveRead } from './useLiveRead';
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
  /** The reply being written, kept by the page. */
  readonly draft: string;
  readonly onDraft: (text: string) => void;
}

const threadQuery = graphql`
  query ConversationThreadQuery($id: ID!, $count: Int!) {
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
        ...ThreadMessages_conversation @arguments(count: $count) @alias(as: "thread")
      }
    }
  }
`;

export const SEND_FAILED = "Couldn't send. Try again.";
export const REPLY_LABEL = 'Message';

export default function ConversationThread({ entityId, fetchKey, onChanged, onLastEventId, draft, onDraft }: Props) {
  const { readKey, variables, onShown } = useLiveRead(fetchKey, threadQuery, (count) => ({ id: conversationGlobalId(entityId), count }), {
    page: MESSAGES_PAGE,
    max: MESSAGES_READ_MAX,
  });
  const data = useLazyLoadQuery<ConversationThreadQuery>(threadQuery, variables, { fetchKey: readKey, fetchPolicy: 'store-and-network' });
  const [outbox, setOutbox] = useState<readonly Outgoing[]>([]);
  const nextKey = useRef(0);
  // The answer to a send carries the conversation as it is after it (its messages included): what was
  // sent is read at once, whatever reads of it are still on their way.
  const [commitSend] = useMutation<ConversationThreadSendMutation>(graphql`
    mutation ConversationThreadSendMutation($conversationId: String!, $text: String!, $count: Int!) {
      sendMessage(conversationId: $conversationId, text: $text) {
        conversation {
          id
          status
          unreadCount
          ...ThreadMessages_conversation @arguments(count: $count)
        }
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

  const send = (body: string, retry?: Outgoing) => {
    const text = body.trim();
    if (!canSendText(text) || isSending(outbox)) return;
    const key = retry?.key ?? nextKey.current++;
    const entry = (status: Outgoing['status'], error: string | null = null, messageId: string | null = null) =>
      setOutbox((list) => withEntry(list, { key, text, status, error, messageId }));
    entry('sending');
    // Only the box's own text leaves the box (a Try again leaves what is being written alone).
    if (!retry) onDraft('');
    commitSend({
      variables: { conversationId: entityId, text, count: variables.count },
      onCompleted: (answer) => {
        const id = answer.sendMessage.message?.id;
        if (!id) {
          entry('failed', answer.sendMessage.errors[0]?.message ?? SEND_FAILED);
          return;
        }
        entry('sent', null, id);
        onChanged();
      },
      onError: () => entry('failed', SEND_FAILED),
    });
  };
  const retry = (entry: Outgoing) => send(entry.text, entry);

  if (!conversation?.thread) return <NotFound />;
  const title = conversationTitle(conversation.otherParticipants);
  const first = conversation.otherParticipants[0];

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
      <ThreadMessages conversation={conversation.thread} label={`Messages with ${title}`} outbox={outbox} onRetry={retry} onShown={onShown} />
      {conversation.status === 'DECLINED' ? (
        <Text color="subtle">You declined this conversation.</Text>
      ) : (
        <Flex gap={2} alignItems="start">
          <Flex.Item flex="grow">
            <MessageField id="conversation-reply" label={REPLY_LABEL} placeholder="Write a message" value={draft} onChange={onDraft} onSubmit={() => send(draft)} />
          </Flex.Item>
          <Button text="Send" color="red" disabled={!canSendText(draft) || isSending(outbox)} onClick={() => send(draft)} dataTestId="conversation-send" />
        </Flex>
      )}
    </Flex>
  );
}
