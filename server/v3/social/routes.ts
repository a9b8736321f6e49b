/**
 * The social graph (platform §7, issue 3):
 *   PUT/DELETE /v3/users/{username}/follow/   PUT/DELETE /v3/boards/{id}/follow/   PUT/DELETE /v3/interests/{id}/follow/
 *     → {following, follower_count}; idempotent.
 *   POST /v3/blocks/ {blocked_user_id, block_source?, block_context?} → {blocked: true, user_id}
 *   DELETE /v3/blocks/{user_id}/ → {blocked: false, user_id}
 *   GET /v3/users/{username}/followers/ and /following/ → user summaries, newest follow first.
 * Writes need a signed-in viewer (401 unauthenticated) with a full session (403 limited_login); the
 * session hook has already checked CSRF.
 */
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { blocks, boards, follows, interests, users } from '../../db/schema.ts';
import { boardReadable, userVisible } from '../access.ts';
import { bodyOf } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam, idParam, pageSize } from '../params.ts';
import { utcText } from '../time.ts';
import { findUserRow, findVisibleUserRow } from '../user/load.ts';
import { username } from '../user/routes.ts';
import { userSummary } from '../user/serialize.ts';
import { markUser, viewerFields } from '../viewer-fields.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { followingRoutes } from './following.ts';
import { notify } from '../notification/notify.ts';

/** platform §7: followers per page, at most 50. */
export const FOLLOWS_MAX_PAGE_SIZE = 50;
type Target = 'user' | 'board' | 'interest';

/** The writer's id: 401 when logged out, 403 limited_login for a limited-login session. */
function me(request: FastifyRequest): number {
  return writerId(viewerOf(request));
}

const blockedError = () => new V3Error(403, 'blocked', "You can't follow this account.");

/** Whether either user has blocked the other. */
export async function blockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function setFollow(db: Db, followerId: number, targetType: Target, targetId: number, on: boolean) {
  if (on) {
    await db.insert(follows).values({ followerId, targetType, targetId }).onConflictDoNothing();
  } else {
    await db
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.targetType, targetType), eq(follows.targetId, targetId)));
  }
  const [row] = await db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.targetType, targetType), eq(follows.targetId, targetId)));
  return { following: on, follower_count: Number(row?.n ?? 0) };
}

function blockedUserId(body: Record<string, unknown>): number {
  const raw = body.blocked_user_id;
  for (const name of ['block_source', 'block_context'] as const) {
    const value = body[name];
    if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number') {
      throw V3Error.badParam(name, `${name} must be a string`);
    }
  }
  return idParam(typeof raw === 'number' ? String(raw) : raw, 'blocked_user_id');
}

async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

export function socialRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;
  followingRoutes(app, deps);

  const followUser = (on: boolean) => async (request: FastifyRequest) => {
    const viewerId = me(request);
    const name = username((request.params as { username: string }).username);
    const target = await findUserRow(deps, name);
    if (!target) throw V3Error.notFound(`user ${name} not found`);
    if (target.id === viewerId) throw V3Error.badParam('username', "You can't follow yourself.");
    if (await blockedBetween(db, viewerId, target.id)) throw blockedError();
    const answer = await setFollow(db, viewerId, 'user', target.id, on);
    // The news hub: the person followed hears of it (issue 20).
    if (on) await notify(deps, request.log, [{ kind: 'follow', userId: target.id, actorId: viewerId }]);
    return ok(answer);
  };
  app.put('/users/:username/follow/', followUser(true));
  app.delete('/users/:username/follow/', followUser(false));

  const followBoard = (on: boolean) => async (request: FastifyRequest) => {
    const viewerId = me(request);
    const id = idParam((request.params as { id: string }).id);
    const [board] = await db
      .select({ id: boards.id, ownerId: boards.ownerId })
      .from(boards)
      .where(and(eq(boards.id, id), boardReadable({ userId: viewerId })))
      .limit(1);
    if (!board) throw V3Error.notFound(`board ${id} not found`);
    if (board.ownerId !== viewerId && (await blockedBetween(db, viewerId, board.ownerId))) throw blockedError();
    return ok(await setFollow(db, viewerId, 'board', board.id, on));
  };
  app.put('/boards/:id/follow/', followBoard(true));
  app.delete('/boards/:id/follow/', followBoard(false));

  const followInterest = (on: boolean) => async (request: FastifyRequest) => {
    const viewerId = me(request);
    const id = idParam((request.params as { id: string }).id);
    const [interest] = await db.select({ id: interests.id }).from(interests).where(eq(interests.id, id)).limit(1);
    if (!interest) throw V3Error.notFound(`interest ${id} not found`);
    return ok(await setFollow(db, viewerId, 'interest', interest.id, on));
  };
  app.put('/interests/:id/follow/', followInterest(true));
  app.delete('/interests/:id/follow/', followInterest(false));

  app.post('/blocks/', async (request) => {
    const viewerId = me(request);
    const targetId = blockedUserId(bodyOf(request.body));
    if (targetId === viewerId) throw V3Error.badParam('blocked_user_id', "You can't block yourself.");
    if (!(await userExists(db, targetId))) throw V3Error.notFound(`user ${targetId} not found`);
    await db.transaction(async (tx) => {
      await tx.insert(blocks).values({ blockerId: viewerId, blockedId: targetId }).onConflictDoNothing();
      // Blocking ends follows both ways: of each other, and of each other's boards.
      const between = (follower: number, followed: number): SQL =>
        and(
          eq(follows.followerId, follower),
          or(
            and(eq(follows.targetType, 'user'), eq(follows.targetId, followed)),
            and(
              eq(follows.targetType, 'board'),
              inArray(follows.targetId, tx.select({ id: boards.id }).from(boards).where(eq(boards.ownerId, followed))),
            ),
          ),
        ) as SQL;
      await tx.delete(follows).where(or(between(viewerId, targetId), between(targetId, viewerId)));
    });
    return ok({ blocked: true, user_id: String(targetId) });
  });

  app.delete('/blocks/:user_id/', async (request) => {
    const viewerId = me(request);
    const targetId = idParam((request.params as { user_id: string }).user_id, 'user_id');
    if (targetId === viewerId) throw V3Error.badParam('user_id', "You can't block yourself.");
    if (!(await userExists(db, targetId))) throw V3Error.notFound(`user ${targetId} not found`);
    await db.delete(blocks).where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, targetId)));
    return ok({ blocked: false, user_id: String(targetId) });
  });

  const followList = (direction: 'followers' | 'following') => async (request: FastifyRequest) => {
    const viewer = viewerOf(request);
    const name = username((request.params as { username: string }).username);
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query, undefined, FOLLOWS_MAX_PAGE_SIZE);
    const subject = await findVisibleUserRow(deps, viewer, name);
    if (!subject) throw V3Error.notFound(`user ${name} not found`);
    const list = `users/${subject.id}/${direction}`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const other = direction === 'followers' ? follows.followerId : follows.targetId;
    const keys: KeyColumn[] = [
      { column: follows.createdAt, dir: 'desc' },
      { column: other, dir: 'desc' },
    ];
    const rows = await db
      .select({ user: users, ts: utcText(follows.createdAt) })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(
        and(
          eq(follows.targetType, 'user'),
          direction === 'followers' ? eq(follows.targetId, subject.id) : eq(follows.followerId, subject.id),
          userVisible(viewer),
          position ? after(keys, position) : undefined,
        ),
      )
      .orderBy(desc(follows.createdAt), desc(other))
      .limit(size + 1);
    const page = pageOf(rows, size, deps.bookmarks, list, (row) => [row.ts, row.user.id]);
    const fields = await viewerFields(db, viewer, page.items.map((r) => r.user.id), []);
    return ok(page.items.map((r) => markUser(userSummary(r.user, deps.imageBaseUrl), fields)), page.bookmark);
  };
  app.get('/users/:username/followers/', followList('followers'));
  app.get('/users/:username/following/', followList('following'));
}
