/**
 * pin-card §3 savedInfo: for a signed-in viewer, the viewer's newest save of each pin into a board the
 * viewer can still read, with its section. One query per page of pins (DISTINCT ON the pin id).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardSections, boards, saves, users } from '../../db/schema.ts';
import { boardVisible } from '../access.ts';
import { boardUrl, sectionJson } from '../board/serialize.ts';
import type { V3Pin, V3SavedInfo } from '../types.ts';
import type { Viewer } from '../viewer.ts';

/** Saved info per pin id; empty for a signed-out viewer (every pin answers saved_info null then). */
export async function savedInfos(db: Db, viewer: Viewer, pinIds: readonly number[]): Promise<Map<number, V3SavedInfo>> {
  const me = viewer.userId;
  const out = new Map<number, V3SavedInfo>();
  if (me === null || pinIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([saves.pinId], {
      pinId: saves.pinId,
      saveId: saves.id,
      boardId: saves.boardId,
      boardSlug: boards.slug,
      ownerName: users.username,
      section: boardSections,
    })
    .from(saves)
    .innerJoin(boards, eq(boards.id, saves.boardId))
    .innerJoin(users, eq(users.id, boards.ownerId))
    .leftJoin(boardSections, eq(boardSections.id, saves.sectionId))
    .where(and(eq(saves.userId, me), inArray(saves.pinId, [...new Set(pinIds)]), boardVisible(viewer)))
    .orderBy(saves.pinId, desc(saves.createdAt), desc(saves.id));
  for (const row of rows) {
    out.set(Number(row.pinId), {
      board_id: String(row.boardId),
      local_pin_id: String(row.saveId),
      section: row.section ? sectionJson(row.section, boardUrl({ username: row.ownerName }, { slug: row.boardSlug })) : null,
    });
  }
  return out;
}

export function markSavedInfo<T extends Pick<V3Pin, 'id' | 'saved_info'>>(pin: T, infos: Map<number, V3SavedInfo>): T {
  pin.saved_info = infos.get(Number(pin.id)) ?? null;
  return pin;
}
