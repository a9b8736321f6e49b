/**
 * Read authorisation, as SQL conditions so that hidden rows never leave the database.
 * A secret board (and every pin on it) is visible only to its owner and collaborators.
 * Public boards appear in discovery feeds; protected boards are readable by direct link only.
 * Blocks hide content both ways: a signed-in viewer sees no pins pinned by, and no boards owned by,
 * a user the viewer blocked or who blocked the viewer; a user who blocked the viewer is not there.
 */
import { and, eq, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { blocks, boardCollaborators, boards, pinHides, pins, users } from '../db/schema.ts';
import type { Viewer } from './viewer.ts';

const collaborates = (userId: number): SQL =>
  sql`exists (select 1 from ${boardCollaborators} where ${boardCollaborators.boardId} = ${boards.id} and ${boardCollaborators.userId} = ${userId} and ${boardCollaborators.status} = 'accepted')`;

/**
 * Boards the viewer's privacy rule lets them read by id. Blocks are not in it: use boardVisible to
 * read a board (following one across a block answers 'blocked' instead, server/v3/social/routes.ts).
 */
export function boardReadable(viewer: Viewer): SQL {
  if (viewer.userId === null) return ne(boards.privacy, 'secret');
  return or(ne(boards.privacy, 'secret'), eq(boards.ownerId, viewer.userId), collaborates(viewer.userId)) as SQL;
}

/**
 * Boards the viewer may read, by id or by path: privacy allows it and no block stands between the
 * viewer and the owner, either way. A board across a block is as unknown as a missing one: the
 * blocked person does not see the blocker's boards, and the blocker no longer sees theirs.
 */
export function boardVisible(viewer: Viewer): SQL {
  return and(boardReadable(viewer), notBlockedWith(viewer, boards.ownerId)) as SQL;
}

/**
 * Boards the viewer may write to (save pins into): their own and the ones they are an accepted
 * collaborator on; none when logged out. Blocks and archived boards are the caller's to apply.
 */
export function boardWritable(viewer: Viewer): SQL {
  if (viewer.userId === null) return sql`false`;
  return or(eq(boards.ownerId, viewer.userId), collaborates(viewer.userId)) as SQL;
}

/**
 * Boards whose contents may appear in lists (a person's saved pins): public ones, and for their
 * owner and collaborators protected and secret ones too. Protected boards are reachable by link
 * only, so they stay out of lists for everyone else.
 */
export function boardListable(viewer: Viewer): SQL {
  if (viewer.userId === null) return eq(boards.privacy, 'public');
  return or(eq(boards.privacy, 'public'), eq(boards.ownerId, viewer.userId), collaborates(viewer.userId)) as SQL;
}

/** Boards whose pins may appear in discovery feeds (home). */
export function boardInDiscovery(): SQL {
  return eq(boards.privacy, 'public');
}

/**
 * Boards of one owner the viewer may list on that owner's profile: the owner sees all; others see
 * public ones and the ones they are an accepted collaborator on; nothing across a block.
 */
export function ownerBoardsListable(viewer: Viewer, ownerId: number): SQL {
  if (viewer.userId === ownerId) return eq(boards.ownerId, ownerId);
  if (viewer.userId === null) return and(eq(boards.ownerId, ownerId), eq(boards.privacy, 'public')) as SQL;
  return and(
    eq(boards.ownerId, ownerId),
    or(eq(boards.privacy, 'public'), collaborates(viewer.userId)),
    notBlockedWith(viewer, boards.ownerId),
  ) as SQL;
}

/** Rows whose user (`userId`) neither blocked the viewer nor was blocked by the viewer. */
export function notBlockedWith(viewer: Viewer, userId: AnyColumn | SQL): SQL | undefined {
  if (viewer.userId === null) return undefined;
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewer.userId} and ${blocks.blockedId} = ${userId}) or (${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${viewer.userId}))`;
}

/** Rows whose user (`userId`) has not blocked the viewer: a user who blocked the viewer is not there. */
export function notBlockingViewer(viewer: Viewer, userId: AnyColumn | SQL): SQL | undefined {
  if (viewer.userId === null) return undefined;
  return sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${viewer.userId})`;
}

/**
 * The one rule for reading a person, on every path that returns people (a profile by name, users by
 * id, followers and following, and GraphQL's node and nodes through them): someone who blocked the
 * viewer is not there, as for an unknown id. server/v3/user/visibility.test.ts walks every such path.
 */
export function userVisible(viewer: Viewer): SQL | undefined {
  return notBlockingViewer(viewer, users.id);
}

/**
 * Pins (joined with their board) the viewer may see: the board is visible (boardVisible), and the
 * pinner is not blocked either way.
 */
export function pinVisible(viewer: Viewer): SQL {
  return and(boardVisible(viewer), notBlockedWith(viewer, pins.pinnerId)) as SQL;
}

/**
 * The pin's content is still there: not a story pin whose creator deleted it. A removed pin never
 * appears in a feed and is Not Found as a closeup; only a board that still holds it shows the
 * 'Unavailable' placeholder (pin-card §2).
 */
export function pinNotRemoved(): SQL {
  return sql`coalesce((${pins.storyPinData} ->> 'is_deleted')::boolean, false) = false`;
}

/**
 * Pins the signed-in viewer hid (or reported: a report hides too) are left out of their discovery
 * feeds until they undo it (issue 18, pin_hides). Only discovery: their boards and profiles still hold them.
 */
export function notHiddenBy(viewer: Viewer): SQL | undefined {
  if (viewer.userId === null) return undefined;
  return sql`not exists (select 1 from ${pinHides} where ${pinHides.userId} = ${viewer.userId} and ${pinHides.pinId} = ${pins.id})`;
}

/**
 * Pins (joined with their board) that may appear in the viewer's discovery feeds (home, search,
 * related, topics, today, visual search): public boards, not removed, nothing across a block, and
 * not hidden by a signed-in viewer.
 */
export function pinInDiscovery(viewer: Viewer): SQL {
  return and(
    boardInDiscovery(),
    pinNotRemoved(),
    notBlockedWith(viewer, boards.ownerId),
    notBlockedWith(viewer, pins.pinnerId),
    notHiddenBy(viewer),
  ) as SQL;
}
