/**
 * Live delivery over GraphQL subscriptions (issue 20), served by Yoga as Server-Sent Events:
 *   subscription { inboxEvents(after) { cursor kind conversation { … } message { … } } }
 * Each subscriber's events come from their own v3 event stream (GET /v3/users/me/inbox_events/ with
 * Accept: text/event-stream, as the subscriber: their cookie or token), so v3 authorises every event
 * and any replica delivers what was written on another (Redis pub/sub behind v3). A client that lost
 * its connection subscribes again with `after` set to the last cursor it saw and misses nothing;
 * without `after` it starts from now. The subscription ends when v3's stream ends (every 10 minutes,
 * or a server restarting): subscribe again with the last cursor.
 */
import { GraphQLError } from 'graphql';
import type { V3InboxEvent } from '../../server/v3/inbox/events.ts';
import { builder } from '../builder.ts';
import type { Camelize } from '../v3/camelize.ts';
import { camelize } from '../v3/camelize.ts';
import { ConversationMessageRef, ConversationRef } from './conversation.ts';

type InboxEvent = Camelize<V3InboxEvent>;

const InboxEventKind = builder.enumType('InboxEventKind', {
  description: 'MESSAGE: a new message; CONVERSATION: a conversation read, accepted or declined (in another tab); NOTIFICATION: a news hub item.',
  values: { MESSAGE: { value: 'message' }, CONVERSATION: { value: 'conversation' }, NOTIFICATION: { value: 'notification' } } as const,
});

const InboxEventRef = builder.objectRef<InboxEvent>('InboxEvent').implement({
  description: 'Something new for the viewer, in the order it happened.',
  fields: (t) => ({
    cursor: t.exposeString('id', { description: 'Subscribe again with after: this, to continue from here.' }),
    kind: t.field({ type: InboxEventKind, resolve: (e) => e.kind }),
    conversation: t.field({ type: ConversationRef, nullable: true, description: 'The conversation as it is now (unread count, last message).', resolve: (e) => e.conversation }),
    message: t.field({ type: ConversationMessageRef, nullable: true, resolve: (e) => e.message }),
    notificationId: t.exposeString('notificationId', { nullable: true }),
  }),
});

builder.subscriptionType({ description: 'Live updates, over Server-Sent Events (Accept: text/event-stream) or any transport Yoga serves.' });

builder.subscriptionFields((t) => ({
  inboxEvents: t.field({
    type: InboxEventRef,
    description: "The viewer's new messages and notifications, live. `after`: the last cursor seen (after a dropped connection); left out, from now on. Signed out: UNAUTHENTICATED.",
    args: { after: t.arg.string() },
    subscribe: (_root, args, ctx) => {
      if (args.after !== null && args.after !== undefined && !/^\d{1,16}$/.test(args.after)) {
        throw new GraphQLError('after must be a cursor of inboxEvents', { extensions: { code: 'BAD_USER_INPUT', argumentName: 'after' } });
      }
      const subscriber = new AbortController();
      const source = ctx.v3.stream('/v3/users/me/inbox_events/', { after: args.after ?? undefined }, subscriber.signal);
      return (async function* events(): AsyncGenerator<InboxEvent> {
        try {
          for await (const frame of source) {
            if (frame.event !== 'inbox') continue;
            yield camelize(JSON.parse(frame.data) as V3InboxEvent);
          }
        } finally {
          subscriber.abort();
        }
      })();
    },
    resolve: (event) => event,
  }),
}));
