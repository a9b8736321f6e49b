/**
 * Conversations in GraphQL (issue 20; server/v3/conversation/):
 *   Conversation (Node), ConversationMessage (Node), Viewer.conversations(status, first, after),
 *   Viewer.inbox (unread counts), Conversation.messages(first, after) newest first;
 *   sendMessage(userIds | conversationId, text, pinId): 'Send this pin' and replies;
 *   markConversationRead, acceptContactRequest, declineContactRequest.
 * Ids in arguments are global ids or v3 ids. What the person can fix comes back as UserErrors
 * (UNAUTHENTICATED, LIMITED_LOGIN, NOT_FOUND, BLOCKED, INVALID_PARAMETER, RATE_LIMITED).
 */
import type { V3Conversation, V3ConversationMessage, V3Inbox } from '../../server/v3/conversation/types.ts';
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { refused } from '../ad/ad.ts';
import { builder } from '../builder.ts';
import { emptyConnection, pageRequest, readConnection, type Connection } from '../connection.ts';
import type { Context } from '../context.ts';
import { PinRef, v3IdOf } from '../pin/refs.ts';
import { UserRef } from '../user/user.ts';
import { isV3Id } from '../v3/batch.ts';
import type { Camelize } from '../v3/camelize.ts';
import type { User } from '../v3/types.ts';
import { ViewerRef } from '../viewer/viewer.ts';

export type Conversation = Camelize<V3Conversation>;
export type ConversationMessage = Camelize<V3ConversationMessage>;
type Inbox = Camelize<V3Inbox>;

/** Conversations per page (server/v3/conversation/routes.ts CONVERSATIONS_MAX_PAGE_SIZE). */
export const CONVERSATIONS_PAGE_MAX = 50;
/** People in a conversation, at most: the sender and MAX_RECIPIENTS (server/v3/conversation/send.ts). */
const MAX_PARTICIPANTS = 11;
/** Messages per page (MESSAGES_MAX_PAGE_SIZE). */
export const MESSAGES_PAGE_MAX = 100;

export const ConversationStatus = builder.enumType('ConversationStatus', {
  description: "The viewer's place in a conversation: ACCEPTED (the inbox), PENDING (a contact request to the viewer), DECLINED.",
  values: { ACCEPTED: { value: 'accepted' }, PENDING: { value: 'pending' }, DECLINED: { value: 'declined' } } as const,
});

export const ConversationRef = builder.loadableNodeRef<Conversation, string>('Conversation', {
  id: { resolve: (c) => c.id },
  load: (ids, ctx) =>
    Promise.all(
      ids.map(async (id) => {
        if (!isV3Id(id) || !ctx.v3.hasCredentials) return null as unknown as Conversation;
        try {
          return (await ctx.v3.get<V3Conversation>(`/v3/conversations/${id}/`)).data;
        } catch (error) {
          if (refused(error)) return null as unknown as Conversation;
          throw error;
        }
      }),
    ),
});

/** Messages are read through their conversation (no one-message resource): a node that is never refetched by id. */
export const ConversationMessageRef = builder.loadableNodeRef<ConversationMessage, string>('ConversationMessage', {
  id: { resolve: (m) => m.id },
  load: (ids) => Promise.resolve(ids.map(() => null as unknown as ConversationMessage)),
});

const ConversationMessageConnection = builder.connectionObject({ type: ConversationMessageRef, name: 'ConversationMessageConnection' });
const ConversationConnection = builder.connectionObject({ type: ConversationRef, name: 'ConversationConnection' });

/** A sent pin, read through the one pin loader (so the full field set and the viewer's visibility apply). */
const sentPin = (message: ConversationMessage, ctx: Context) => (message.pin ? PinRef.getDataloader(ctx).load(message.pin.id) : null);

ConversationMessageRef.implement({
  description: 'A message in a conversation: text, a sent pin, or both.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    conversationId: t.exposeString('conversationId', { description: "The conversation's v3 id." }),
    sender: t.field({ type: UserRef, nullable: true, description: 'Null when the sender blocked the viewer.', resolve: (m) => (m.sender as User | null) ?? null }),
    text: t.exposeString('text'),
    pin: t.field({ type: PinRef, nullable: true, description: 'The sent pin; null when none was sent or the viewer may not see it.', resolve: (m, _a, ctx) => sentPin(m, ctx) }),
    pinUnavailable: t.exposeBoolean('pinUnavailable', { description: 'A pin was sent that the viewer may not see.' }),
    createdAt: t.exposeString('createdAt'),
    isMine: t.boolean({ description: 'The viewer sent it.', resolve: (m, _a, ctx) => m.sender !== null && m.sender.id === ctx.v3.viewerId }),
  }),
});

ConversationRef.implement({
  description: 'A conversation between members (platform §3).',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    participants: t.field({
      type: [UserRef],
      description: 'Everyone in it the viewer may see, the viewer included.',
      extensions: { maxListSize: MAX_PARTICIPANTS },
      resolve: (c) => c.participants as User[],
    }),
    otherParticipants: t.field({
      type: [UserRef],
      description: 'The participants other than the viewer (what a list of conversations names).',
      extensions: { maxListSize: MAX_PARTICIPANTS },
      resolve: (c, _a, ctx) => (c.participants as User[]).filter((p) => p.id !== ctx.v3.viewerId),
    }),
    status: t.field({ type: ConversationStatus, resolve: (c) => c.status }),
    unreadCount: t.exposeInt('unreadCount'),
    lastMessage: t.field({ type: ConversationMessageRef, nullable: true, resolve: (c) => c.lastMessage }),
    lastMessageAt: t.exposeString('lastMessageAt'),
    messages: t.field({
      type: ConversationMessageConnection,
      description: `Its messages, newest first; \`first\` is 1 to ${MESSAGES_PAGE_MAX}.`,
      args: { first: t.arg.int({ required: true }), after: t.arg.string() },
      resolve: (c, args, ctx) =>
        readConnection<ConversationMessage>(
          (q) => ctx.v3.get<V3ConversationMessage[]>(`/v3/conversations/${c.id}/messages/`, q),
          pageRequest(args.first, args.after, MESSAGES_PAGE_MAX),
        ),
    }),
  }),
});

const InboxRef = builder.objectRef<Inbox>('Inbox').implement({
  description: "The viewer's unread counts (the header's badges).",
  fields: (t) => ({
    id: t.id({ description: 'One record per viewer in a client store.', resolve: () => 'Inbox:me' }),
    unreadConversations: t.exposeInt('unreadConversations'),
    contactRequests: t.exposeInt('contactRequests'),
    unreadNotifications: t.exposeInt('unreadNotifications'),
    lastEventId: t.exposeString('lastEventId', { description: 'Subscribe to inboxEvents after this id to miss nothing from now on.' }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  conversations: t.field({
    type: ConversationConnection,
    description: `The viewer's conversations, newest message first: the inbox (ACCEPTED, the default) or contact requests (PENDING). \`first\` is 1 to ${CONVERSATIONS_PAGE_MAX}. Empty when signed out.`,
    args: { first: t.arg.int({ required: true }), after: t.arg.string(), status: t.arg({ type: ConversationStatus }) },
    resolve: async (_v, args, ctx): Promise<Connection<Conversation>> => {
      const request = pageRequest(args.first, args.after, CONVERSATIONS_PAGE_MAX);
      if (!ctx.v3.hasCredentials) return emptyConnection();
      try {
        const connection = await readConnection<Conversation>((q) => ctx.v3.get<V3Conversation[]>('/v3/conversations/', q), request, {
          status: args.status === 'pending' ? 'pending' : 'accepted',
        });
        for (const edge of connection.edges) ConversationRef.getDataloader(ctx).prime(edge.node.id, edge.node);
        return connection;
      } catch (error) {
        if (refused(error)) return emptyConnection();
        throw error;
      }
    },
  }),
  inbox: t.field({
    type: InboxRef,
    nullable: true,
    description: "The viewer's unread conversations, contact requests and notifications. Null when signed out.",
    resolve: async (_v, _a, ctx) => {
      if (!ctx.v3.hasCredentials) return null;
      try {
        return (await ctx.v3.get<V3Inbox>('/v3/users/me/inbox/')).data;
      } catch (error) {
        if (refused(error)) return null;
        throw error;
      }
    },
  }),
}));

interface SentPayload {
  conversation: Conversation | null;
  message: ConversationMessage | null;
  errors: UserErrorShape[];
}

const SendMessagePayload = builder.objectRef<SentPayload>('SendMessagePayload').implement({
  fields: (t) => ({
    conversation: t.field({ type: ConversationRef, nullable: true, resolve: (p) => p.conversation }),
    message: t.field({ type: ConversationMessageRef, nullable: true, resolve: (p) => p.message }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const ConversationPayload = builder.objectRef<{ conversation: Conversation | null; errors: UserErrorShape[] }>('ConversationPayload').implement({
  fields: (t) => ({
    conversation: t.field({ type: ConversationRef, nullable: true, resolve: (p) => p.conversation }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const notFound = (field: string, what: string): UserErrorShape => ({ message: `${what} not found`, field, code: 'NOT_FOUND' });

builder.mutationFields((t) => ({
  sendMessage: t.field({
    type: SendMessagePayload,
    description:
      "Sends a message (text, a pin, or both) to people (userIds: continues their conversation or starts it; 'Send this pin') or in a conversation (conversationId). Errors as data: UNAUTHENTICATED, LIMITED_LOGIN, NOT_FOUND, BLOCKED, INVALID_PARAMETER, RATE_LIMITED.",
    args: {
      userIds: t.arg.stringList({ description: 'Global or v3 ids of 1 to 10 people.' }),
      conversationId: t.arg.string({ description: "The conversation's global or v3 id." }),
      text: t.arg.string(),
      pinId: t.arg.string({ description: "The pin's global or v3 id." }),
    },
    resolve: async (_r, args, ctx): Promise<SentPayload> => {
      const pinId = args.pinId ? v3IdOf(args.pinId, 'Pin') : null;
      if (args.pinId && !pinId) return { conversation: null, message: null, errors: [notFound('pinId', 'pin')] };
      const body: Record<string, unknown> = { text: args.text ?? '', ...(pinId ? { pin_id: pinId } : {}) };
      let path = '/v3/conversations/';
      if (args.conversationId) {
        const id = v3IdOf(args.conversationId, 'Conversation');
        if (!id) return { conversation: null, message: null, errors: [notFound('conversationId', 'conversation')] };
        path = `/v3/conversations/${id}/messages/`;
      } else {
        const ids = (args.userIds ?? []).map((raw) => v3IdOf(raw, 'User'));
        const bad = ids.findIndex((id) => id === null);
        if (bad !== -1) return { conversation: null, message: null, errors: [notFound('userIds', `user ${args.userIds![bad]}`)] };
        body.user_ids = ids;
      }
      const { value, errors } = await asUserErrors(() => ctx.v3.send<{ conversation: V3Conversation; message: V3ConversationMessage }>('POST', path, body));
      if (value) ConversationRef.getDataloader(ctx).prime(value.conversation.id, value.conversation);
      return { conversation: value?.conversation ?? null, message: value?.message ?? null, errors };
    },
  }),
  ...(['markConversationRead', 'acceptContactRequest', 'declineContactRequest'] as const).reduce(
    (fields, name) => ({
      ...fields,
      [name]: t.field({
        type: ConversationPayload,
        description: {
          markConversationRead: 'Marks a conversation read to its newest message.',
          acceptContactRequest: 'Accepts a contact request: the conversation moves to the inbox.',
          declineContactRequest: 'Declines a contact request: it disappears, and its sender is not told.',
        }[name],
        args: { conversationId: t.arg.string({ required: true }) },
        resolve: async (_r, args, ctx) => {
          const id = v3IdOf(args.conversationId, 'Conversation');
          if (!id) return { conversation: null, errors: [notFound('conversationId', 'conversation')] };
          const path = {
            markConversationRead: `/v3/conversations/${id}/read/`,
            acceptContactRequest: `/v3/contact_requests/${id}/accept/`,
            declineContactRequest: `/v3/contact_requests/${id}/decline/`,
          }[name];
          const { value, errors } = await asUserErrors(() => ctx.v3.send<V3Conversation>('PUT', path));
          if (value) ConversationRef.getDataloader(ctx).prime(value.id, value);
          return { conversation: value, errors };
        },
      }),
    }),
    {},
  ),
}));
