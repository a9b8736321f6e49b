/**
 * Conversations (issue 20; platform §2 /conversation/{id} and the inbox, §3 conversation,
 * conversationMessage, contactrequest). Every route is the signed-in member's own: 401 logged out;
 * reads work in a limited-login session, sends need a full one (403 limited_login).
 *   POST /v3/conversations/ {user_ids, text?, pin_id?}        → {conversation, message}  ('Send this pin')
 *   GET  /v3/conversations/?status=accepted|pending           → the inbox (or the requests), newest first
 *   GET  /v3/conversations/{id}/                              → one conversation (404 unless a participant)
 *   GET  /v3/conversations/{id}/messages/                     → its messages, newest first
 *   POST /v3/conversations/{id}/messages/ {text?, pin_id?}    → {conversation, message}
 *   PUT  /v3/conversations/{id}/read/                         → the conversation, read to its newest message
 *   GET  /v3/contact_requests/                                → contact requests to the member
 *   PUT  /v3/contact_requests/{id}/accept/ | /decline/        → the conversation (id: the conversation's)
 */
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conversationMembers, conversationMessages, conversations } from '../../db/schema.ts';
import { bodyOf } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { addInboxEvents, publishInboxEvents, type InboxEventRow } from '../inbox/events.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, enumParam, idParam, pageSize } from '../params.ts';
import type { FixedWindowLimiter } from '../session/rate-limit.ts';
import { utcText } from '../time.ts';
import { readerOf, writerOf, type SignedIn } from '../viewer.ts';
import { messageInput, recipientIds, sendToConversation, sendToPeople, type Sent } from './send.ts';
import { messageColumns, serializeConversations, serializeMessages } from './serialize.ts';
import type { MemberStatus, V3ContactRequest } from './types.ts';

/** Conversations per page of the inbox, at most. */
export const CONVERSATIONS_MAX_PAGE_SIZE = 50;
/** Messages per page of a conversation, at most. */
export const MESSAGES_MAX_PAGE_SIZE = 100;

export interface ConversationOptions {
  /** Messages per account (MESSAGES_PER_HOUR). */
  messageLimiter: FixedWindowLimiter;
}



const conversationId = (request: FastifyRequest) => idParam((request.params as { id: string }).id);

export function conversationRoutes(app: FastifyInstance, deps: V3Deps, options: ConversationOptions): void {
  const { db } = deps;

  const one = async (viewer: SignedIn, id: number) => {
    const [conversation] = await serializeConversations(deps, viewer, [id]);
    if (!conversation) throw V3Error.notFound(`conversation ${id} not found`);
    return conversation;
  };

  const answerSent = async (viewer: SignedIn, sent: Sent) => {
    const rows = await db.select(messageColumns).from(conversationMessages).where(eq(conversationMessages.id, sent.messageId));
    const [message] = await serializeMessages(deps, viewer, rows);
    return ok({ conversation: await one(viewer, sent.conversationId), message });
  };

  app.post('/conversations/', async (request) => {
    const viewer = writerOf(request);
    const body = bodyOf(request.body);
    const recipients = recipientIds(body, viewer.userId);
    const input = messageInput(body);
    await options.messageLimiter.hit(String(viewer.userId));
    return answerSent(viewer, await sendToPeople(deps, viewer, recipients, input));
  });

  app.post('/conversations/:id/messages/', async (request) => {
    const viewer = writerOf(request);
    const id = conversationId(request);
    const input = messageInput(bodyOf(request.body));
    await options.messageLimiter.hit(String(viewer.userId));
    return answerSent(viewer, await sendToConversation(deps, viewer, id, input));
  });

  const inbox = (status: 'accepted' | 'pending') => async (viewer: SignedIn, query: Record<string, unknown>) => {
    const size = pageSize(query, 25, CONVERSATIONS_MAX_PAGE_SIZE);
    const list = `conversations/${viewer.userId}/${status}`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const keys: KeyColumn[] = [
      { column: conversationMembers.lastMessageAt, dir: 'desc' },
      { column: conversationMembers.conversationId, dir: 'desc' },
    ];
    const rows = await db
      .select({ id: conversationMembers.conversationId, ts: utcText(conversationMembers.lastMessageAt) })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.userId, viewer.userId),
          eq(conversationMembers.status, status),
          position ? after(keys, position) : undefined,
        ),
      )
      .orderBy(desc(conversationMembers.lastMessageAt), desc(conversationMembers.conversationId))
      .limit(size + 1);
    const page = pageOf(rows, size, deps.bookmarks, list, (row) => [row.ts, row.id]);
    return { items: await serializeConversations(deps, viewer, page.items.map((r) => r.id)), bookmark: page.bookmark };
  };

  app.get('/conversations/', async (request, reply) => {
    const viewer = readerOf(request);
    const query = request.query as Record<string, unknown>;
    const status = enumParam(query, 'status', ['accepted', 'pending'] as const, 'accepted');
    reply.header('cache-control', 'private, no-store');
    const page = await inbox(status)(viewer, query);
    return ok(page.items, page.bookmark);
  });

  app.get('/conversations/:id/', async (request, reply) => {
    const viewer = readerOf(request);
    reply.header('cache-control', 'private, no-store');
    return ok(await one(viewer, conversationId(request)));
  });

  app.get('/conversations/:id/messages/', async (request, reply) => {
    const viewer = readerOf(request);
    const id = conversationId(request);
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query, 25, MESSAGES_MAX_PAGE_SIZE);
    await one(viewer, id);
    const list = `conversations/${id}/messages`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const keys: KeyColumn[] = [{ column: conversationMessages.id, dir: 'desc' }];
    const rows = await db
      .select(messageColumns)
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, id), position ? after(keys, position) : undefined))
      .orderBy(desc(conversationMessages.id))
      .limit(size + 1);
    const page = pageOf(rows, size, deps.bookmarks, list, (row) => [row.id]);
    reply.header('cache-control', 'private, no-store');
    return ok(await serializeMessages(deps, viewer, page.items), page.bookmark);
  });

  /** Changes the member's own row and tells their other tabs (a 'conversation' event). */
  const changeMine = async (viewer: SignedIn, id: number, change: Partial<{ status: MemberStatus; lastReadMessageId: number }>) => {
    const events: InboxEventRow[] = [{ userId: viewer.userId, kind: 'conversation', conversationId: id }];
    await db.transaction(async (tx) => {
      await tx
        .update(conversationMembers)
        .set(change)
        .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.userId, viewer.userId)));
      await addInboxEvents(tx, events);
    });
    publishInboxEvents(deps, events);
    return ok(await one(viewer, id));
  };

  app.put('/conversations/:id/read/', async (request) => {
    const viewer = writerOf(request);
    const id = conversationId(request);
    const conversation = await one(viewer, id);
    const [newest] = await db
      .select({ id: max(conversationMessages.id) })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id));
    if (conversation.unread_count === 0) return ok(conversation);
    return changeMine(viewer, id, { lastReadMessageId: newest?.id ?? 0 });
  });

  app.get('/contact_requests/', async (request, reply) => {
    const viewer = readerOf(request);
    reply.header('cache-control', 'private, no-store');
    const page = await inbox('pending')(viewer, request.query as Record<string, unknown>);
    const ids = page.items.map((c) => Number(c.id));
    const starters =
      ids.length === 0
        ? []
        : await db
            .select({ id: conversations.id, createdBy: conversations.createdBy, createdAt: utcText(conversations.createdAt) })
            .from(conversations)
            .where(inArray(conversations.id, ids));
    const byId = new Map(starters.map((s) => [String(s.id), s]));
    const items: V3ContactRequest[] = page.items.map((conversation) => {
      const head = byId.get(conversation.id);
      return {
        id: conversation.id,
        node_type: 'contactrequest',
        conversation,
        sender: conversation.participants.find((p) => head?.createdBy !== null && p.id === String(head?.createdBy)) ?? null,
        created_at: head?.createdAt ?? conversation.last_message_at,
      };
    });
    return ok(items, page.bookmark);
  });

  const answerRequest = (status: 'accepted' | 'declined') => async (request: FastifyRequest) => {
    const viewer = writerOf(request);
    const id = conversationId(request);
    const conversation = await one(viewer, id);
    if (conversation.status === status) return ok(conversation);
    if (conversation.status !== 'pending') {
      throw new V3Error(409, 'not_a_request', `This conversation is not a contact request: it was ${conversation.status} already.`);
    }
    return changeMine(viewer, id, { status });
  };
  app.put('/contact_requests/:id/accept/', answerRequest('accepted'));
  app.put('/contact_requests/:id/decline/', answerRequest('declined'));
}
