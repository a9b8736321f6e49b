/**
 * Reading board sections (issue 14). A section is readable when its board is (boardVisible: privacy, and no
 * block either way with the owner); otherwise it is as unknown as a missing one. A section answer
 * (V3SectionDetails) adds to what pins embed its pin_count (pins pinned to it and saves into it that show on
 * the board, deleted pins left out), cover_images (its newest shown pin's image in GRID_BOARD_IMAGE_SIZES, or
 * null) and position; one statement reads them for a whole page of sections.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { boardColumns, boards, boardSections, pins, saves, users, type BoardRow, type BoardSectionRow } from '../../db/schema.ts';
import { imageSet } from '../../images/sizes.ts';
import { boardVisible, notBlockedWith, pinNotRemoved } from '../access.ts';
import type { Position } from '../bookmark.ts';
import type { V3Deps } from '../deps.ts';
import { V3Error } from '../envelope.ts';
import { after, pageOf } from '../keyset.ts';
import { perViewer } from '../statements.ts';
import type { V3SectionDetails } from '../types.ts';
import type { Viewer } from '../viewer.ts';
import { GRID_BOARD_IMAGE_SIZES } from './field-sets.ts';
import { saveShownOnBoard } from './pins.ts';
import { boardUrl, sectionJson } from './serialize.ts';

/** A section with its board and the board owner's username (for its url). */
export interface SectionOnBoard {
  section: BoardSectionRow;
  board: BoardRow;
  ownerUsername: string;
}

const visibleById = perViewer('board_section_by_id', (db, viewer, name) =>
  db
    .select({ section: boardSections, board: boardColumns, ownerUsername: users.username })
    .from(boardSections)
    .innerJoin(boards, eq(boards.id, boardSections.boardId))
    .innerJoin(users, eq(users.id, boards.ownerId))
    .where(and(eq(boardSections.id, sql.placeholder('id')), boardVisible(viewer)))
    .limit(1)
    .prepare(name),
);

/** The section when the viewer may read its board; 404 otherwise (unknown, secret to them, across a block). */
export async function readableSection(deps: V3Deps, viewer: Viewer, id: number): Promise<SectionOnBoard> {
  const [row] = await visibleById(deps.db, viewer).execute({ id, me: viewer.userId });
  if (!row) throw V3Error.notFound(`section ${id} not found`);
  return row;
}

const bySlug = preparedOnce((db) =>
  db
    .select()
    .from(boardSections)
    .where(and(eq(boardSections.boardId, sql.placeholder('board')), eq(boardSections.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('board_section_by_slug'),
);

/** The section `slug` of a board the caller has already found readable. */
export async function sectionBySlug(db: Db, boardId: number, slug: string): Promise<BoardSectionRow | undefined> {
  const [row] = await bySlug(db).execute({ board: boardId, slug });
  return row;
}

const sectionKeys = [
  { column: boardSections.position, dir: 'asc' },
  { column: boardSections.id, dir: 'asc' },
] as const;

const sectionsPage = (db: Db, boardId: number, limit: number, position: Position | null) =>
  db
    .select()
    .from(boardSections)
    .where(and(eq(boardSections.boardId, boardId), position ? after(sectionKeys, position) : undefined))
    .orderBy(asc(boardSections.position), asc(boardSections.id))
    .limit(limit);

/** A page of the board's sections, by position then id (the index board_sections_board_position_idx). */
export async function sectionPage(
  db: Db,
  bookmarks: V3Deps['bookmarks'],
  boardId: number,
  size: number,
  position: Position | null,
  list: string,
): Promise<{ items: BoardSectionRow[]; bookmark: string }> {
  const rows = await sectionsPage(db, boardId, size + 1, position);
  return pageOf(rows, size, bookmarks, list, (s) => [s.position, s.id]);
}

/**
 * For each section id in the bound array `ids`: its pin count and its newest shown pin's image. The cover walks
 * each section's feed indexes and stops at the first row; the counts read only the section's own rows.
 */
const details = perViewer('board_section_details', (db, viewer, name) => {
  const shown = and(isNull(pins.deletedAt), pinNotRemoved(), notBlockedWith(viewer, pins.pinnerId));
  const image = sql`${pins.imageSignature} as signature, ${pins.imageWidth} as width, ${pins.imageHeight} as height, ${pins.dominantColor} as color`;
  const cover = sql`(select * from (
      (select ${pins.createdAt} as at, ${image} from ${pins}
        where ${and(sql`${pins.sectionId} = sec.id`, shown)} order by ${desc(pins.createdAt)}, ${desc(pins.id)} limit 1)
      union all
      (select ${saves.createdAt} as at, ${image} from ${saves} inner join ${pins} on ${eq(pins.id, saves.pinId)}
        where ${and(sql`${saves.sectionId} = sec.id`, saveShownOnBoard(), shown, notBlockedWith(viewer, saves.userId))}
        order by ${desc(saves.createdAt)}, ${desc(saves.id)} limit 1)
    ) c order by at desc limit 1)`;
  const counts = sql`(select
      (select count(*) from ${pins} where ${pins.sectionId} = sec.id and ${isNull(pins.deletedAt)}) as pinned,
      (select count(*) from ${saves} inner join ${pins} on ${eq(pins.id, saves.pinId)}
        where ${saves.sectionId} = sec.id and ${and(saveShownOnBoard(), isNull(pins.deletedAt))}) as saved)`;
  return db
    .select({
      id: sql<number>`sec.id`.mapWith(Number),
      pinned: sql<number>`n.pinned`.mapWith(Number),
      saved: sql<number>`n.saved`.mapWith(Number),
      signature: sql<string | null>`cover.signature`,
      width: sql<number | null>`cover.width`,
      height: sql<number | null>`cover.height`,
      color: sql<string | null>`cover.color`,
    })
    .from(sql`unnest(${sql.placeholder('ids')}::bigint[]) as sec(id) cross join lateral ${counts} n left join lateral ${cover} cover on true`)
    .prepare(name);
});

/** Section answers for sections of one readable board (whose url is `boardPath`), in their order. */
export async function sectionAnswers(
  deps: V3Deps,
  viewer: Viewer,
  sections: readonly BoardSectionRow[],
  boardPath: string,
): Promise<V3SectionDetails[]> {
  if (sections.length === 0) return [];
  const rows = await details(deps.db, viewer).execute({ ids: sections.map((s) => s.id), me: viewer.userId });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return sections.map((section) => {
    const row = byId.get(section.id);
    const cover =
      row?.signature == null
        ? null
        : imageSet(deps.imageBaseUrl, row.signature, Number(row.width), Number(row.height), String(row.color), GRID_BOARD_IMAGE_SIZES);
    return { ...sectionJson(section, boardPath), pin_count: (row?.pinned ?? 0) + (row?.saved ?? 0), cover_images: cover, position: section.position };
  });
}

/** One section's answer. */
export async function sectionAnswer(deps: V3Deps, viewer: Viewer, found: SectionOnBoard): Promise<V3SectionDetails> {
  const [answer] = await sectionAnswers(deps, viewer, [found.section], boardUrl({ username: found.ownerUsername }, found.board));
  return answer!;
}
