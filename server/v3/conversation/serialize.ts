/**
 * Conversations and messages as one viewer sees them, read in batches (one query per kind of row,
 * whatever the page size): participants through the one rule for reading people (userVisible), sent
 * pins through the one rule for pins (loadPins: a pin the viewer may not see is left out).
 */
import { and, count, eq, gt, inArray, ne } from 'drizzle-orm';
import { conversationMembers, conversationMessages, conversations, users } from '../../db/schema.ts';
import { userVisible } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { loadPins } from '../pin/load.ts';
import { utcText } from '../time.ts';
import type { V3UserSummary } from '../types.ts';
import { userSummary } from '../user/serialize.ts';
import type { Viewer } from '../viewer.ts';
import type { MemberStatus, V3Conversation, V3ConversationMessage } from './types.ts';

export interface MessageRow {
  id: number;
  conversationId: number;
  senderId: number;
  text: string;
  pinId: number | null;
  createdAt: string;
}

/** The columns of a MessageRow (created_at as UTC text). */
export const messageColumns = {
  id: conversationMessages.id,
  conversationId: conversationMessages.conversationId,
  senderId: conversationMessages.senderId,
  text: conversationMessages.text,
  pinId: conversationMessages.pinId,
  createdAt: utcText(conversationMessages.createdAt),
};

async function visibleUsers(deps: V3Deps, viewer: Viewer & { userId: number }, ids: readonly number[]): Promise<Map<number, V3UserSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), userVisible(viewer)));
  return new Map(rows.map((row) => [row.id, userSummary(row, deps.imageBaseUrl)]));
}

export async function serializeMessages(deps: V3Deps, viewer: Viewer & { userId: number }, rows: readonly MessageRow[]): Promise<V3ConversationMessage[]> {
  const [senders, pins] = await Promise.all([
    visibleUsers(deps, viewer, rows.map((r) => r.senderId)),
    loadPins(deps, viewer, rows.flatMap((r) => (r.pinId === null ? [] : [r.pinId])), 'grid'),
  ]);
  return rows.map((row) => {
    const pin = row.pinId === null ? null : (pins.get(row.pinId) ?? null);
    return {
      id: String(row.id),
      node_type: 'conversationmessage',
      conversation_id: String(row.conversationId),
      sender: senders.get(row.senderId) ?? null,
      text: row.text,
      pin,
      pin_unavailable: row.pinId !== null && pin === null,
      created_at: row.createdAt,
    };
  });
}

/** The conversations (in the order of `ids`) the viewer takes part in; others are left out. */
export async function serializeConversations(deps: V3Deps, viewer: Viewer & { userId: number }, ids: readonly number[]): Promise<V3Conversation[]> {
  if (ids.length === 0) return [];
  const { db } = deps;
  const me = viewer.userId;
  const [heads, members, unread] = await Promise.all([
    db
      .select({ id: conversations.id, lastMessageId: conversations.lastMessageId, lastMessageAt: utcText(conversations.lastMessageAt) })
      .from(conversations)
      .where(inArray(conversations.id, [...ids])),
    db
      .select({ conversationId: conversationMembers.conversationId, userId: conversationMembers.userId, status: conversationMembers.status })
      .from(conversationMembers)
      .where(inArray(conversationMembers.conversationId, [...ids]))
      .orderBy(conversationMembers.conversationId, conversationMembers.createdAt, conversationMembers.userId),
    db
      .select({ conversationId: conversationMessages.conversationId, n: count() })
      .from(conversationMessages)
      .innerJoin(
        conversationMembers,
        and(eq(conversationMembers.conversationId, conversationMessages.conversationId), eq(conversationMembers.userId, me)),
      )
      .where(
        and(
          inArray(conversationMessages.conversationId, [...ids]),
          gt(conversationMessages.id, conversationMembers.lastReadMessageId),
          ne(conversationMessages.senderId, me),
        ),
      )
      .groupBy(conversationMessages.conversationId),
  ]);
  const lastIds = heads.flatMap((h) => (h.lastMessageId === null ? [] : [h.lastMessageId]));
  const [people, lastRows] = await Promise.all([
    visibleUsers(deps, viewer, members.map((m) => m.userId)),
    lastIds.length === 0
      ? Promise.resolve([])
      : db.select(messageColumns).from(conversationMessages).where(inArray(conversationMessages.id, lastIds)),
  ]);
  const lastMessages = new Map((await serializeMessages(deps, viewer, lastRows)).map((m) => [m.id, m]));
  const unreadOf = new Map(unread.map((u) => [u.conversationId, Number(u.n)]));
  const headOf = new Map(heads.map((h) => [h.id, h]));
  return ids.flatMap((id) => {
    const head = headOf.get(id);
    const mine = members.find((m) => m.conversationId === id && m.userId === me);
    if (!head || !mine) return [];
    return [
      {
        id: String(id),
        node_type: 'conversation' as const,
        participants: members.filter((m) => m.conversationId === id).flatMap((m) => people.get(m.userId) ?? []),
        status: mine.status as MemberStatus,
        unread_count: unreadOf.get(id) ?? 0,
        last_message: head.lastMessageId === null ? null : (lastMessages.get(String(head.lastMessageId)) ?? null),
        last_message_at: head.lastMessageAt,
      },
    ];
  });
}

/** Whether the viewer takes part in the conversation, and how. */
export async function membershipOf(deps: V3Deps, conversationId: number, userId: number): Promise<MemberStatus | null> {
  const [row] = await deps.db
    .select({ status: conversationMembers.status })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)))
    .limit(1);
  return (row?.status as MemberStatus | undefined) ?? null;
}

