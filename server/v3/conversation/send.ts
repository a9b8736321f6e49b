/**
 * Sending (issue 20; pin-card §2 'Send this pin'): a message (text, a pin, or both) to the people of a
 * conversation. Sending to a set of people continues their conversation if there is one
 * (participants_key), else starts it. A recipient who does not follow the sender gets it as a contact
 * request (status 'pending') until they accept, decline or reply; a declined member gets nothing new.
 * Nobody can message someone who blocked them, or whom they blocked.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { blocks, conversationMembers, conversationMessages, conversations, follows, users } from '../../db/schema.ts';
import { userVisible } from '../access.ts';
import { stringField, type Body } from '../account/validate.ts';
import { nowOf } from '../clock.ts';
import type { V3Deps } from '../deps.ts';
import { V3Error } from '../envelope.ts';
import { addInboxEvents, publishInboxEvents, type InboxEventRow } from '../inbox/events.ts';
import { idParam, plainText } from '../params.ts';
import { visiblePinOr404 } from '../pin/load.ts';
import type { Viewer } from '../viewer.ts';
import type { MemberStatus } from './types.ts';

/** The longest message text, in characters. */
export const MESSAGE_TEXT_MAX = 2000;
/** The most people one message goes to (the sender not counted). */
export const MAX_RECIPIENTS = 10;


export interface MessageInput {
  text: string;
  pinId: number | null;
}

/** The message of a body: text (trimmed, at most MESSAGE_TEXT_MAX) and/or pin_id; at least one. */
export function messageInput(body: Body): MessageInput {
  const text = plainText(stringField(body, 'text') ?? '');
  if ([...text].length > MESSAGE_TEXT_MAX) {
    throw V3Error.badParam('text', `A message can be at most ${MESSAGE_TEXT_MAX} characters long.`);
  }
  const rawPin = body.pin_id;
  const pinId = rawPin === undefined || rawPin === null || rawPin === '' ? null : idParam(typeof rawPin === 'number' ? String(rawPin) : rawPin, 'pin_id');
  if (text === '' && pinId === null) throw V3Error.badParam('text', 'Write a message or choose a Pin to send.');
  return { text, pinId };
}

/** user_ids: a JSON list of ids (numbers or strings) or a comma-separated string; 1 to MAX_RECIPIENTS, not the sender. */
export function recipientIds(body: Body, senderId: number): number[] {
  const raw = body.user_ids;
  const list = typeof raw === 'string' ? raw.split(',').map((s) => s.trim()) : Array.isArray(raw) ? raw : undefined;
  if (list === undefined || list.length === 0) throw V3Error.badParam('user_ids', 'Choose at least one person to send to.');
  const ids = [...new Set(list.map((value) => idParam(typeof value === 'number' ? String(value) : value, 'user_ids')))];
  if (ids.includes(senderId)) throw V3Error.badParam('user_ids', "You can't send a message to yourself.");
  if (ids.length > MAX_RECIPIENTS) throw V3Error.badParam('user_ids', `You can send to at most ${MAX_RECIPIENTS} people at once.`);
  return ids;
}

/** The participants key of a set of people: their ids sorted, comma-separated. */
export const participantsKey = (ids: readonly number[]): string => [...new Set(ids)].sort((a, b) => a - b).join(',');

/**
 * 404 for a recipient the sender may not see (unknown, or they blocked the sender: the one rule for
 * people), 403 for one the sender blocked.
 */
async function checkRecipients(deps: V3Deps, sender: Viewer & { userId: number }, ids: readonly number[]): Promise<void> {
  const { db } = deps;
  const found = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, [...ids]), userVisible(sender)));
  const missing = ids.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) throw V3Error.notFound(`user ${missing} not found`);
  const blocked = await db
    .select({ blocker: blocks.blockerId, blocked: blocks.blockedId, username: users.username })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(and(eq(blocks.blockerId, sender.userId), inArray(blocks.blockedId, [...ids])))
    .limit(1);
  if (blocked[0]) {
    throw new V3Error(403, 'blocked', `You blocked ${blocked[0].username}. Unblock them to send a message.`);
  }
}

/** Whether anyone else in the conversation blocked the sender or was blocked by them. */
async function blockedInConversation(deps: V3Deps, senderId: number, others: readonly number[]): Promise<boolean> {
  if (others.length === 0) return false;
  const [row] = await deps.db
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, senderId), inArray(blocks.blockedId, [...others])),
        and(inArray(blocks.blockerId, [...others]), eq(blocks.blockedId, senderId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface Sent {
  conversationId: number;
  messageId: number;
}

/** Which of `ids` follow the sender (their new membership is accepted; the rest get a contact request). */
async function followersAmong(deps: V3Deps, senderId: number, ids: readonly number[]): Promise<Set<number>> {
  const rows = await deps.db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.targetType, 'user'), eq(follows.targetId, senderId), inArray(follows.followerId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

async function writeMessage(deps: V3Deps, senderId: number, conversationId: number | null, key: string | null, newMembers: ReadonlyMap<number, MemberStatus>, input: MessageInput): Promise<Sent> {
  const now = nowOf(deps);
  const events: InboxEventRow[] = [];
  const sent = await deps.db.transaction(async (tx) => {
    let id = conversationId;
    if (id === null) {
      await tx.insert(conversations).values({ participantsKey: key!, createdBy: senderId, lastMessageAt: now }).onConflictDoNothing();
      const [row] = await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.participantsKey, key!)).limit(1);
      id = row!.id;
    }
    if (newMembers.size > 0) {
      await tx
        .insert(conversationMembers)
        .values([...newMembers].map(([userId, status]) => ({ conversationId: id!, userId, status, lastMessageAt: now })))
        .onConflictDoNothing();
    }
    const [message] = await tx
      .insert(conversationMessages)
      .values({ conversationId: id, senderId, text: input.text, pinId: input.pinId, createdAt: now })
      .returning({ id: conversationMessages.id });
    const messageId = message!.id;
    await tx.update(conversations).set({ lastMessageId: messageId, lastMessageAt: now }).where(eq(conversations.id, id));
    await tx.update(conversationMembers).set({ lastMessageAt: now }).where(eq(conversationMembers.conversationId, id));
    // Sending reads everything before it, and answers a contact request (replying accepts it).
    await tx
      .update(conversationMembers)
      .set({ lastReadMessageId: messageId, status: 'accepted' })
      .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.userId, senderId)));
    const members = await tx
      .select({ userId: conversationMembers.userId, status: conversationMembers.status })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, id));
    for (const member of members) {
      if (member.status === 'declined' && member.userId !== senderId) continue;
      events.push({ userId: member.userId, kind: 'message', conversationId: id, messageId });
    }
    await addInboxEvents(tx, events);
    return { conversationId: id, messageId };
  });
  publishInboxEvents(deps, events);
  return sent;
}

/** POST /v3/conversations/: to these people's conversation (started if new). */
export async function sendToPeople(deps: V3Deps, sender: Viewer & { userId: number }, recipients: readonly number[], input: MessageInput): Promise<Sent> {
  await checkRecipients(deps, sender, recipients);
  if (input.pinId !== null) await visiblePinOr404(deps.db, sender, input.pinId);
  const key = participantsKey([sender.userId, ...recipients]);
  const [existing] = await deps.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.participantsKey, key)).limit(1);
  if (existing) return writeMessage(deps, sender.userId, existing.id, null, new Map(), input);
  const followers = await followersAmong(deps, sender.userId, recipients);
  const members = new Map<number, MemberStatus>([[sender.userId, 'accepted']]);
  for (const id of recipients) members.set(id, followers.has(id) ? 'accepted' : 'pending');
  return writeMessage(deps, sender.userId, null, key, members, input);
}

/** POST /v3/conversations/{id}/messages/: the sender takes part (404 otherwise) and nobody in it is blocked either way (403). */
export async function sendToConversation(deps: V3Deps, sender: Viewer & { userId: number }, conversationId: number, input: MessageInput): Promise<Sent> {
  const members = await deps.db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  if (!members.some((m) => m.userId === sender.userId)) throw V3Error.notFound(`conversation ${conversationId} not found`);
  const others = members.map((m) => m.userId).filter((id) => id !== sender.userId);
  if (await blockedInConversation(deps, sender.userId, others)) {
    throw new V3Error(403, 'blocked', "You can't send messages in this conversation.");
  }
  if (input.pinId !== null) await visiblePinOr404(deps.db, sender, input.pinId);
  return writeMessage(deps, sender.userId, conversationId, null, new Map(), input);
}
