/**
 * pin-card §3 savedInfo: for a signed-in viewer, the viewer's newest save of each pin into a board the
 * viewer can still read, with its section. One query per page of pins (DISTINCT ON the pin id).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardSections, boards, saves, users } from '../../db/schema.ts';
import { boardVisible } from '../access.ts';
import { boardUrl, sectionJson } from '../board/serialize.ts';
import type { V3Pin, V3SavedInfo } from '../types.ts';
import type { Viewer } from '../viewer.ts';
import type { IdFilter } from '../viewer-fields.ts';

/**
 * The query behind saved info: the viewer's newest save of each pin into a board the viewer may
 * read, one row per pin of those `pinIn` lets through. Also read as part of a larger statement
 * (./relations.ts); its columns are in SAVED_INFO_COLUMNS order.
 */
export function savedInfoQuery(db: Db, viewer: Viewer & { userId: number }, pinIn: IdFilter) {
  return db
    .selectDistinctOn([saves.pinId], {
      pinId: saves.pinId,
      saveId: saves.id,
      boardId: saves.boardId,
      boardSlug: boards.slug,
      ownerName: users.username,
      sectionId: boardSections.id,
      sectionTitle: boardSections.title,
      sectionSlug: boardSections.slug,
      sectionBoardId: boardSections.boardId,
    })
    .from(saves)
    .innerJoin(boards, eq(boards.id, saves.boardId))
    .innerJoin(users, eq(users.id, boards.ownerId))
    .leftJoin(boardSections, eq(boardSections.id, saves.sectionId))
    .where(and(eq(saves.userId, viewer.userId), pinIn(saves.pinId), boardVisible(viewer)))
    .orderBy(saves.pinId, desc(saves.createdAt), desc(saves.id));
}

export const SAVED_INFO_COLUMNS = ['pinId', 'saveId', 'boardId', 'boardSlug', 'ownerName', 'sectionId', 'sectionTitle', 'sectionSlug', 'sectionBoardId'] as const;
export type SavedInfoRow = Record<(typeof SAVED_INFO_COLUMNS)[number], unknown>;

/** Saved info per pin id, from the rows of savedInfoQuery. */
export function savedInfosFrom(rows: readonly SavedInfoRow[]): Map<number, V3SavedInfo> {
  const out = new Map<number, V3SavedInfo>();
  for (const row of rows) {
    const boardPath = boardUrl({ username: String(row.ownerName) }, { slug: String(row.boardSlug) });
    out.set(Number(row.pinId), {
      board_id: String(row.boardId),
      local_pin_id: String(row.saveId),
      section:
        row.sectionId === null || row.sectionId === undefined
          ? null
          : sectionJson({ id: Number(row.sectionId), title: String(row.sectionTitle), slug: String(row.sectionSlug), boardId: Number(row.sectionBoardId) }, boardPath),
    });
  }
  return out;
}

export function markSavedInfo<T extends Pick<V3Pin, 'id' | 'saved_info'>>(pin: T, infos: Map<number, V3SavedInfo>): T {
  pin.saved_info = infos.get(Number(pin.id)) ?? null;
  return pin;
}
