/**
 * Making notifications (issue 20; the news hub): someone followed you, saved your Pin, invited you to
 * a board, accepted your invite, commented on your Pin. Each is a row for its recipient, grouped with
 * others of the same kind and object (group_key) when shown, plus an inbox event so an open inbox
 * hears of it live. A notification is an extra: making one never fails the action that caused it.
 * Nobody is told of their own action, nor of one by someone across a block; the same actor doing the
 * same thing again (a follow after an unfollow) while the first is unread adds nothing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { notifications } from '../../db/schema.ts';
import { nowOf } from '../clock.ts';
import type { V3Deps } from '../deps.ts';
import { addInboxEvents, publishInboxEvents } from '../inbox/events.ts';
import { blockedBetween } from '../social/routes.ts';

export type NotificationKind = 'follow' | 'save' | 'board_invite' | 'invite_accepted' | 'comment';

export interface NotificationInput {
  kind: NotificationKind;
  /** Who is told. */
  userId: number;
  /** Who did it. */
  actorId: number;
  pinId?: number | null;
  boardId?: number | null;
  commentId?: number | null;
}

/** What groups notifications into one line: the kind and its object. */
export function groupKeyOf(input: NotificationInput): string {
  switch (input.kind) {
    case 'follow':
      return 'follow';
    case 'save':
    case 'comment':
      return `${input.kind}:pin:${input.pinId ?? 0}`;
    case 'board_invite':
    case 'invite_accepted':
      return `${input.kind}:board:${input.boardId ?? 0}`;
  }
}

async function notifyOne(deps: V3Deps, input: NotificationInput): Promise<boolean> {
  if (input.userId === input.actorId) return false;
  if (await blockedBetween(deps.db, input.userId, input.actorId)) return false;
  const groupKey = groupKeyOf(input);
  const made = await deps.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, input.userId),
          eq(notifications.groupKey, groupKey),
          eq(notifications.actorId, input.actorId),
          isNull(notifications.readAt),
          isNull(notifications.hiddenAt),
        ),
      )
      .limit(1);
    if (open && input.kind !== 'comment') return false;
    const [row] = await tx
      .insert(notifications)
      .values({
        userId: input.userId,
        kind: input.kind,
        actorId: input.actorId,
        pinId: input.pinId ?? null,
        boardId: input.boardId ?? null,
        commentId: input.commentId ?? null,
        groupKey,
        createdAt: nowOf(deps),
      })
      .returning({ id: notifications.id });
    await addInboxEvents(tx, [{ userId: input.userId, kind: 'notification', notificationId: row!.id }]);
    return true;
  });
  if (made) publishInboxEvents(deps, [{ userId: input.userId, kind: 'notification' }]);
  return made;
}

/** Makes the notifications, after the action that caused them; a failure is logged, never thrown. */
export async function notify(deps: V3Deps, log: Pick<FastifyBaseLogger, 'warn'>, inputs: readonly NotificationInput[]): Promise<void> {
  for (const input of inputs) {
    try {
      await notifyOne(deps, input);
    } catch (error) {
      log.warn({ err: error, kind: input.kind }, 'notification not made');
    }
  }
}

/**
 * The news_hub hide and its undo (platform §7 PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/ and /undo/):
 * when news_id is one of the member's notifications, its whole line (group) leaves the news hub, or
 * comes back. Another id (an older client's) changes nothing here.
 */
export async function setNewsItemHidden(deps: V3Deps, userId: number, newsId: string, hidden: boolean): Promise<void> {
  if (!/^[1-9]\d{0,15}$/.test(newsId)) return;
  const [item] = await deps.db
    .select({ groupKey: notifications.groupKey })
    .from(notifications)
    .where(and(eq(notifications.id, Number(newsId)), eq(notifications.userId, userId)))
    .limit(1);
  if (!item) return;
  await deps.db
    .update(notifications)
    .set({ hiddenAt: hidden ? nowOf(deps) : null })
    .where(and(eq(notifications.userId, userId), eq(notifications.groupKey, item.groupKey)));
}
