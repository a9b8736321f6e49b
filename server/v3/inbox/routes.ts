/**
 * The member's inbox (issue 20; platform §3 inbox):
 *   GET /v3/users/me/inbox/          → V3Inbox: unread conversations, contact requests, unread notifications,
 *                                      and the newest live event's id
 *   GET /v3/users/me/inbox_events/   → ?after={event id}: the events after it (catch-up), oldest first; with
 *                                      `Accept: text/event-stream` a Server-Sent Events stream of them, live
 * Own-account routes: 401 logged out. A stream starts after `after` (or the Last-Event-ID header a
 * reconnecting EventSource sends; without either, after the newest event), subscribes to the live bus
 * before it reads, so nothing written meanwhile is missed, and ends after STREAM_MAX_MS so a session
 * that ended stops receiving (the client reconnects with its last id). Events are kept
 * INBOX_EVENTS_RETENTION_DAYS (../notification/retention.ts): after an older cursor the catch-up
 * answers the events still kept (no error); the ones before them are gone, so a page away that long
 * reads its lists afresh rather than trusting the log alone.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { notBlockedWith } from '../access.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { conversationMembers, conversationMessages, notifications } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { stringParam } from '../params.ts';
import { readerOf, type SignedIn } from '../viewer.ts';
import type { V3Inbox } from '../conversation/types.ts';
import { INBOX_EVENTS_PAGE, lastInboxEventId, readInboxEvents, type V3InboxEvent } from './events.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
export const STREAM_HEARTBEAT_MS = 25_000;
/** Reads the log this often even without a poke (a poke lost while Redis was away). */
export const STREAM_CATCH_UP_MS = 30_000;
/** A stream ends after this long; the client reconnects with its last id (and its session is checked again). */
export const STREAM_MAX_MS = 10 * 60_000;


/** ?after= or Last-Event-ID: a non-negative event id; undefined when neither is given. */
function afterOf(request: FastifyRequest): number | undefined {
  const raw = stringParam(request.query as Record<string, unknown>, 'after') ?? request.headers['last-event-id'];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d{1,16}$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw V3Error.badParam('after', `after must be an event id (a whole number), got "${String(raw)}"`);
  }
  return Number(raw);
}

const wantsStream = (request: FastifyRequest): boolean => (request.headers.accept ?? '').includes('text/event-stream');

export async function inboxCounts(deps: V3Deps, userId: number): Promise<V3Inbox> {
  const { db } = deps;
  const [[conversationsRow], [requestsRow], [notificationsRow], last] = await Promise.all([
    db
      .select({ n: count() })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.userId, userId),
          eq(conversationMembers.status, 'accepted'),
          sql`exists (select 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversationMembers.conversationId} and ${conversationMessages.id} > ${conversationMembers.lastReadMessageId} and ${conversationMessages.senderId} <> ${userId})`,
        ),
      ),
    db
      .select({ n: count() })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.userId, userId), eq(conversationMembers.status, 'pending'))),
    // Lines of the news hub with something unread (a group counts once), from people the member may see.
    db
      .select({ n: sql<number>`count(distinct ${notifications.groupKey})::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), isNull(notifications.hiddenAt), notBlockedWith({ userId }, notifications.actorId))),
    lastInboxEventId(db, userId),
  ]);
  return {
    node_type: 'inbox',
    unread_conversations: Number(conversationsRow?.n ?? 0),
    contact_requests: Number(requestsRow?.n ?? 0),
    unread_notifications: Number(notificationsRow?.n ?? 0),
    last_event_id: String(last),
  };
}

const frame = (event: V3InboxEvent): string => `id: ${event.id}\nevent: inbox\ndata: ${JSON.stringify(event)}\n\n`;

async function stream(deps: V3Deps, open: Set<() => void>, request: FastifyRequest, reply: FastifyReply, viewer: SignedIn, start: number | undefined) {
  let last = start ?? (await lastInboxEventId(deps.db, viewer.userId));
  let closed = false;
  let reading: Promise<void> | null = null;
  let again = false;
  const timers: NodeJS.Timeout[] = [];
  let unsubscribe: () => void = () => {};

  reply.hijack();
  const raw = reply.raw;
  const close = () => {
    if (closed) return;
    closed = true;
    open.delete(close);
    for (const timer of timers) clearInterval(timer);
    unsubscribe();
    if (!raw.writableEnded) raw.end();
  };
  request.raw.on('close', close);
  open.add(close);

  /** Writes every event after `last`; a poke during a read reads once more when it ends. */
  const pump = (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        let page: V3InboxEvent[];
        do {
          page = await readInboxEvents(deps, viewer, last);
          if (closed) return;
          for (const event of page) {
            raw.write(frame(event));
            last = Number(event.id);
          }
        } while (page.length === INBOX_EVENTS_PAGE);
      } while (again && !closed);
    })()
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'inbox stream read failed; ending the stream');
        close();
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'private, no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  // Subscribe first, then read: an event committed between the two is read, never skipped.
  const stop = deps.live ? await deps.live.subscribe(viewer.userId, () => void pump()) : () => {};
  unsubscribe = stop;
  if (closed) {
    stop();
    return;
  }
  raw.write(`retry: 2000\nevent: ready\ndata: ${JSON.stringify({ after: String(last) })}\n\n`);
  await pump();
  timers.push(
    setInterval(() => raw.write(': ping\n\n'), STREAM_HEARTBEAT_MS),
    setInterval(() => void pump(), STREAM_CATCH_UP_MS),
    setInterval(close, STREAM_MAX_MS),
  );
  for (const timer of timers) timer.unref();
}

export function inboxRoutes(app: FastifyInstance, deps: V3Deps): void {
  // Open streams end when the server closes (else closing would wait for them).
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get('/users/me/inbox/', async (request, reply) => {
    const viewer = readerOf(request);
    reply.header('cache-control', 'private, no-store');
    return ok(await inboxCounts(deps, viewer.userId));
  });

  app.get('/users/me/inbox_events/', async (request, reply) => {
    const viewer = readerOf(request);
    const after = afterOf(request);
    if (wantsStream(request)) return stream(deps, open, request, reply, viewer, after);
    reply.header('cache-control', 'private, no-store');
    const from = after ?? 0;
    const events = await readInboxEvents(deps, viewer, from);
    return ok(events, events.length === INBOX_EVENTS_PAGE ? events[events.length - 1]!.id : '-end-');
  });
}
