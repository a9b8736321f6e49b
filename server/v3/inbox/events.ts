/**
 * Each member's live event log (inbox_events): written in the same transaction as what it announces,
 * poked on the live bus after the commit, and read in id order by the event stream and its catch-up.
 */
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationMessages, inboxEvents } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { messageColumns, serializeConversations, serializeMessages } from '../conversation/serialize.ts';
import type { V3Conversation, V3ConversationMessage } from '../conversation/types.ts';
import type { Viewer } from '../viewer.ts';

/** 'message': a new message; 'conversation': read, accepted or declined; 'notification': a news hub item. */
export type InboxEventKind = 'message' | 'conversation' | 'notification';

export interface InboxEventRow {
  userId: number;
  kind: InboxEventKind;
  conversationId?: number | null;
  messageId?: number | null;
  notificationId?: number | null;
}

/** One event as its member's stream delivers it; `id` is the cursor to resume after. */
export interface V3InboxEvent {
  id: string;
  node_type: 'inboxevent';
  kind: InboxEventKind;
  conversation: V3Conversation | null;
  message: V3ConversationMessage | null;
  notification_id: string | null;
}

/** The most events one read returns (a stream reads again until it has them all). */
export const INBOX_EVENTS_PAGE = 100;

type Tx = Pick<Db, 'insert'>;

/** Writes the events (inside the caller's transaction); publish(deps, rows) after the commit. */
export async function addInboxEvents(tx: Tx, rows: readonly InboxEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(inboxEvents).values(rows.map((r) => ({ ...r })));
}

/** Pokes every replica's open streams of these members (after the events were committed). */
export function publishInboxEvents(deps: V3Deps, rows: readonly InboxEventRow[]): void {
  deps.live?.publish(rows.map((r) => r.userId));
}

/** The member's newest event id ('0' with none). */
export async function lastInboxEventId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: inboxEvents.id })
    .from(inboxEvents)
    .where(eq(inboxEvents.userId, userId))
    .orderBy(desc(inboxEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

/** The member's events after `afterId`, oldest first, at most `limit`, with what they are about. */
export async function readInboxEvents(
  deps: V3Deps,
  viewer: Viewer & { userId: number },
  afterId: number,
  limit = INBOX_EVENTS_PAGE,
): Promise<V3InboxEvent[]> {
  const rows = await deps.db
    .select()
    .from(inboxEvents)
    .where(and(eq(inboxEvents.userId, viewer.userId), gt(inboxEvents.id, afterId)))
    .orderBy(asc(inboxEvents.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const conversationIds = [...new Set(rows.flatMap((r) => (r.conversationId === null ? [] : [r.conversationId])))];
  const messageIds = rows.flatMap((r) => (r.messageId === null ? [] : [r.messageId]));
  const [conversationList, messageRows] = await Promise.all([
    serializeConversations(deps, viewer, conversationIds),
    messageIds.length === 0
      ? Promise.resolve([])
      : deps.db.select(messageColumns).from(conversationMessages).where(inArray(conversationMessages.id, messageIds)),
  ]);
  const byConversation = new Map(conversationList.map((c) => [c.id, c]));
  const byMessage = new Map((await serializeMessages(deps, viewer, messageRows)).map((m) => [m.id, m]));
  return rows.map((row) => ({
    id: String(row.id),
    node_type: 'inboxevent',
    kind: row.kind as InboxEventKind,
    conversation: row.conversationId === null ? null : (byConversation.get(String(row.conversationId)) ?? null),
    message: row.messageId === null ? null : (byMessage.get(String(row.messageId)) ?? null),
    notification_id: row.notificationId === null ? null : String(row.notificationId),
  }));
}
