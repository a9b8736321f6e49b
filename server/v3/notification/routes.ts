/**
 * The news hub (issue 20; platform §2 /notifications/):
 *   GET /v3/users/me/notifications/        → groups, newest first: "Ana and 3 others saved your Pin"
 *   PUT /v3/users/me/notifications/read/   → every notification read (the badge's count goes to 0)
 * A group is every visible notification with the same kind and object; its id is its newest
 * notification's (the news_id of the news_hub hide/undo calls, ../feedback/routes.ts). Actors across
 * a block are left out (the one rule for people), as is a Pin the viewer may not see (its group stays,
 * without the Pin). Own-account routes: 401 logged out.
 */
import { and, desc, eq, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boards, comments, notifications, users } from '../../db/schema.ts';
import { boardVisible, notBlockedWith, userVisible } from '../access.ts';
import { nowOf } from '../clock.ts';
import type { V3Deps } from '../deps.ts';
import { ok } from '../envelope.ts';
import { pageOf } from '../keyset.ts';
import { bookmarkParam, pageSize } from '../params.ts';
import { loadPins } from '../pin/load.ts';
import { utcText } from '../time.ts';
import { userSummary } from '../user/serialize.ts';
import { readerOf, type SignedIn } from '../viewer.ts';
import { notificationText, type V3NotificationGroup } from './text.ts';
import type { NotificationKind } from './notify.ts';

/** Groups per page, at most. */
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
/** People named (with their pictures) per group; the rest are counted. */
export const ACTORS_SHOWN = 3;


export function notificationRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;

  app.get('/users/me/notifications/', async (request, reply) => {
    const viewer = readerOf(request);
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query, 25, NOTIFICATIONS_MAX_PAGE_SIZE);
    const list = `notifications/${viewer.userId}`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const mine = and(eq(notifications.userId, viewer.userId), isNull(notifications.hiddenAt), notBlockedWith(viewer, notifications.actorId));
    const newest = max(notifications.id);
    const groups = await db
      .select({
        groupKey: notifications.groupKey,
        lastId: newest,
        actorCount: sql<number>`count(distinct ${notifications.actorId})::int`,
        unread: sql<boolean>`bool_or(${notifications.readAt} is null)`,
      })
      .from(notifications)
      .where(mine)
      .groupBy(notifications.groupKey)
      .having(position ? lt(newest, Number(position[0])) : undefined)
      .orderBy(desc(newest))
      .limit(size + 1);
    const page = pageOf(groups, size, deps.bookmarks, list, (g) => [g.lastId!]);
    reply.header('cache-control', 'private, no-store');
    return ok(await serializeGroups(deps, viewer, page.items), page.bookmark);
  });

  app.put('/users/me/notifications/read/', async (request) => {
    const viewer = readerOf(request);
    await db
      .update(notifications)
      .set({ readAt: nowOf(deps) })
      .where(and(eq(notifications.userId, viewer.userId), isNull(notifications.readAt)));
    return ok({ unread_notifications: 0 });
  });
}

interface Group {
  groupKey: string;
  lastId: number | null;
  actorCount: number;
  unread: boolean;
}

/** The page's groups with their newest row, their latest actors, pin, board and comment: a fixed number of queries. */
async function serializeGroups(deps: V3Deps, viewer: SignedIn, groups: readonly Group[]): Promise<V3NotificationGroup[]> {
  if (groups.length === 0) return [];
  const { db } = deps;
  const keys = groups.map((g) => g.groupKey);
  const lastIds = groups.map((g) => g.lastId!);
  const [heads, actorRows] = await Promise.all([
    db
      .select({ id: notifications.id, kind: notifications.kind, pinId: notifications.pinId, boardId: notifications.boardId, commentId: notifications.commentId, createdAt: utcText(notifications.createdAt) })
      .from(notifications)
      .where(inArray(notifications.id, lastIds)),
    db
      .select({ groupKey: notifications.groupKey, actorId: notifications.actorId, last: max(notifications.id) })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.actorId))
      .where(and(eq(notifications.userId, viewer.userId), inArray(notifications.groupKey, keys), isNull(notifications.hiddenAt), userVisible(viewer), notBlockedWith(viewer, notifications.actorId)))
      .groupBy(notifications.groupKey, notifications.actorId)
      .orderBy(desc(max(notifications.id))),
  ]);
  const shownActors = new Map<string, number[]>();
  for (const row of actorRows) {
    const list = shownActors.get(row.groupKey) ?? [];
    if (list.length < ACTORS_SHOWN) list.push(row.actorId);
    shownActors.set(row.groupKey, list);
  }
  const actorIds = [...new Set([...shownActors.values()].flat())];
  const pinIds = heads.flatMap((h) => (h.pinId === null ? [] : [h.pinId]));
  const boardIds = heads.flatMap((h) => (h.boardId === null ? [] : [h.boardId]));
  const commentIds = heads.flatMap((h) => (h.commentId === null ? [] : [h.commentId]));
  const [people, pins, boardRows, commentRows] = await Promise.all([
    actorIds.length === 0 ? [] : db.select().from(users).where(inArray(users.id, actorIds)),
    loadPins(deps, viewer, pinIds, 'grid'),
    boardIds.length === 0
      ? []
      : db
          .select({ id: boards.id, name: boards.name, slug: boards.slug, owner: users.username })
          .from(boards)
          .innerJoin(users, eq(users.id, boards.ownerId))
          .where(and(inArray(boards.id, boardIds), boardVisible(viewer))),
    commentIds.length === 0 ? [] : db.select({ id: comments.id, text: comments.text }).from(comments).where(inArray(comments.id, commentIds)),
  ]);
  const personOf = new Map(people.map((p) => [p.id, userSummary(p, deps.imageBaseUrl)]));
  const headOf = new Map(heads.map((h) => [h.id, h]));
  const boardOf = new Map(boardRows.map((b) => [b.id, { id: String(b.id), name: b.name, url: `/${b.owner}/${b.slug}/` }]));
  const commentOf = new Map(commentRows.map((c) => [c.id, c.text]));
  return groups.flatMap((group) => {
    const head = headOf.get(group.lastId!);
    if (!head) return [];
    const actors = (shownActors.get(group.groupKey) ?? []).flatMap((id) => personOf.get(id) ?? []);
    const kind = head.kind as NotificationKind;
    const board = head.boardId === null ? null : (boardOf.get(head.boardId) ?? null);
    return [
      {
        id: String(head.id),
        node_type: 'notification' as const,
        kind,
        text: notificationText(kind, actors, group.actorCount, board?.name ?? null),
        actors,
        actor_count: group.actorCount,
        pin: head.pinId === null ? null : (pins.get(head.pinId) ?? null),
        board,
        comment_text: head.commentId === null ? null : (commentOf.get(head.commentId) ?? null),
        unread: group.unread,
        created_at: head.createdAt,
      },
    ];
  });
}
