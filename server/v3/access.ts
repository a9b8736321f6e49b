/**
 * Read authorisation, as SQL conditions so that hidden rows never leave the database.
 * A secret board (and every pin on it) is visible only to its owner and collaborators.
 * Public boards appear in discovery feeds; protected boards are readable by direct link only.
 */
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { boardCollaborators, boards } from '../db/schema.ts';
import type { Viewer } from './viewer.ts';

/** Boards the viewer may read by id. */
export function boardReadable(viewer: Viewer): SQL {
  if (viewer.userId === null) return ne(boards.privacy, 'secret');
  const member = sql`exists (select 1 from ${boardCollaborators} where ${boardCollaborators.boardId} = ${boards.id} and ${boardCollaborators.userId} = ${viewer.userId} and ${boardCollaborators.status} = 'accepted')`;
  return or(ne(boards.privacy, 'secret'), eq(boards.ownerId, viewer.userId), member) as SQL;
}

/** Boards whose pins may appear in discovery feeds (home). */
export function boardInDiscovery(): SQL {
  return eq(boards.privacy, 'public');
}

/** Boards of one owner the viewer may list on that owner's profile: others see only public ones. */
export function ownerBoardsListable(viewer: Viewer, ownerId: number): SQL {
  if (viewer.userId === ownerId) return eq(boards.ownerId, ownerId);
  return and(eq(boards.ownerId, ownerId), eq(boards.privacy, 'public')) as SQL;
}
