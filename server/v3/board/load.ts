import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardColumns, boards, interests, type BoardRow } from '../../db/schema.ts';
import { IMAGE_SIZES, imageSet } from '../../images/sizes.ts';
import { GRID_BOARD_IMAGE_SIZES, type BoardFieldSet } from './field-sets.ts';
import { boardVisible } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import type { V3Board } from '../types.ts';
import type { Viewer } from '../viewer.ts';
import { idInPlaceholder, markBoard } from '../viewer-fields.ts';
import { perViewer } from '../statements.ts';
import { boardRelations } from './relations.ts';
import { boardSummary } from './serialize.ts';

type Topic = NonNullable<V3Board['topic']>;

/** The boards' topics by interest id; no statement when none of them has one. */
async function topicsOf(db: Db, rows: readonly BoardRow[]): Promise<Map<number, Topic>> {
  const ids = [...new Set(rows.flatMap((r) => (r.interestId === null ? [] : [r.interestId])))];
  if (ids.length === 0) return new Map();
  const found = await db.select().from(interests).where(inArray(interests.id, ids));
  return new Map(found.map((i) => [i.id, { id: String(i.id), name: i.name, url_name: i.urlName }]));
}

/**
 * Whether the viewer may invite people to the board (issue 15; the rule of mayInvite, ./guard.ts): the owner, or
 * an accepted collaborator (`collaborates`) while collaborators_can_invite; never signed out or when archived.
 */
export function viewerCanInvite(viewer: Viewer, row: Pick<BoardRow, 'ownerId' | 'archived' | 'collaboratorsCanInvite'>, collaborates: boolean): boolean {
  if (viewer.userId === null || row.archived) return false;
  return row.ownerId === viewer.userId || (collaborates && row.collaboratorsCanInvite);
}

/**
 * Board answers (in a field set, ./field-sets.ts) for rows already known to be readable, in a fixed number of
 * queries (one more when a board has a topic).
 */
export async function boardDetails(deps: V3Deps, viewer: Viewer, rows: BoardRow[], fieldSet: BoardFieldSet = 'full'): Promise<Map<number, V3Board>> {
  if (rows.length === 0) return new Map();
  const ids = rows.map((r) => r.id);
  const coverIds = rows.flatMap((r) => (r.coverPinId === null ? [] : [r.coverPinId]));
  const [{ owners, collaborators, pinCounts: pc, saveCounts: sc, sectionCounts: sec, followerCounts: fc, covers: coverById, collages, fields }, topics] =
    await Promise.all([boardRelations(deps.db, viewer, ids, rows.map((r) => r.ownerId), coverIds), topicsOf(deps.db, rows)]);
  const sizes = fieldSet === 'grid' ? GRID_BOARD_IMAGE_SIZES : IMAGE_SIZES;
  const out = new Map<number, V3Board>();
  for (const row of rows) {
    const owner = owners.get(row.ownerId);
    if (!owner) continue;
    const cover = row.coverPinId === null ? undefined : coverById.get(row.coverPinId);
    const collage = (collages.get(row.id) ?? []).map((image) => imageSet(deps.imageBaseUrl, image.signature, image.width, image.height, image.color, sizes));
    // Never blank while the board has pins: without a cover pin, the newest pin's image.
    const coverImages = cover ? imageSet(deps.imageBaseUrl, cover.signature, cover.width, cover.height, cover.color, sizes) : (collage[0] ?? null);
    out.set(row.id, markBoard({
      ...boardSummary(row, owner, collaborators.get(row.id) ?? 0, deps.imageBaseUrl),
      description: row.description,
      archived: row.archived,
      created_at: row.createdAt.toISOString(),
      last_pinned_at: row.lastPinnedAt?.toISOString() ?? null,
      pin_count: (pc.get(row.id) ?? 0) + (sc.get(row.id) ?? 0),
      section_count: sec.get(row.id) ?? 0,
      follower_count: fc.get(row.id) ?? 0,
      image_cover_url: coverImages?.['236x'].url ?? null,
      cover_images: coverImages,
      has_cover_pin: cover !== undefined,
      collage_images: collage,
      topic: row.interestId === null ? null : (topics.get(row.interestId) ?? null),
      custom_order: row.customOrder,
      collaborators_can_invite: row.collaboratorsCanInvite,
      viewer_can_invite: viewerCanInvite(viewer, row, fields?.collaboratedBoards.has(row.id) ?? false),
    }, fields));
  }
  return out;
}

/**
 * Boards among `ids` the viewer may read by id: privacy allows it and no block stands between the
 * viewer and the owner, either way (as for /{owner}/{slug}/ below: across a block a board is unknown).
 */
const visibleByIds = perViewer('boards_by_id', (db, viewer, name) =>
  db.select(boardColumns).from(boards).where(and(idInPlaceholder('ids')(boards.id), boardVisible(viewer))).prepare(name),
);

export async function readableBoardRows(deps: V3Deps, viewer: Viewer, ids: readonly number[]): Promise<BoardRow[]> {
  if (ids.length === 0) return [];
  return visibleByIds(deps.db, viewer).execute({ ids: [...new Set(ids)], me: viewer.userId });
}

/**
 * The board at /{owner}/{slug}/ if the viewer may read it (privacy) and no block stands between the
 * viewer and its owner, either way: a board page across a block is as unknown as a missing one.
 */
const visibleBySlug = perViewer('board_by_slug', (db, viewer, name) =>
  db
    .select()
    .from(boards)
    .where(and(eq(boards.ownerId, sql.placeholder('owner')), eq(boards.slug, sql.placeholder('slug')), boardVisible(viewer)))
    .limit(1)
    .prepare(name),
);

export async function readableBoardBySlug(deps: V3Deps, viewer: Viewer, ownerId: number, slug: string): Promise<BoardRow | undefined> {
  const [row] = await visibleBySlug(deps.db, viewer).execute({ owner: ownerId, slug, me: viewer.userId });
  return row;
}

export async function loadBoards(deps: V3Deps, viewer: Viewer, ids: readonly number[]): Promise<Map<number, V3Board>> {
  return boardDetails(deps, viewer, await readableBoardRows(deps, viewer, ids));
}
