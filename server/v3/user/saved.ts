/**
 * GET /v3/users/{username}/saved/: the pins a person saved, newest save first (keyset on saves.id,
 * the saves_user_feed_idx order). A save shows only when the viewer may list the board it was saved
 * into (public, or theirs, or one they collaborate on: protected boards are by link only) and may see the pin itself; blocks apply to the saver, the pinner and both boards' owners.
 * A pin saved to several boards shows once, at its newest save the viewer may see.
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { boardColumns, boards, pinColumns, pins, saves } from '../../db/schema.ts';
import { boardListable, notBlockedWith, pinNotRemoved, pinVisible } from '../access.ts';
import type { Position } from '../bookmark.ts';
import type { V3Deps } from '../deps.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import type { PinFieldSet, V3GridPin } from '../pin/field-sets.ts';
import { serializePinRows } from '../pin/load.ts';
import type { V3Pin } from '../types.ts';
import type { Viewer } from '../viewer.ts';

const KEYS: KeyColumn[] = [{ column: saves.id, dir: 'desc' }];

/**
 * The board the save went into is listable for the viewer. Inside this subquery `boards` names the save's board:
 * it shadows the outer `boards` (the pin's own board), including in boardReadable's collaborator test.
 */
function saveBoardReadable(viewer: Viewer): SQL {
  return sql`exists (select 1 from ${boards} where ${boards.id} = ${saves.boardId} and ${and(boardListable(viewer), notBlockedWith(viewer, boards.ownerId))})`;
}

const NEWER = 'newer_save';
const newer = alias(saves, NEWER);

/** No later save of the same pin by the same person into a board the viewer may read (same shadowing as above). */
function newestVisibleSave(viewer: Viewer): SQL {
  return sql`not exists (select 1 from ${saves} as ${sql.identifier(NEWER)} where ${newer.userId} = ${saves.userId} and ${newer.pinId} = ${saves.pinId} and ${newer.id} > ${saves.id} and exists (select 1 from ${boards} where ${boards.id} = ${newer.boardId} and ${and(boardListable(viewer), notBlockedWith(viewer, boards.ownerId))}))`;
}

export async function savedPinPage(
  deps: V3Deps,
  viewer: Viewer,
  userId: number,
  size: number,
  position: Position | null,
  list: string,
  fieldSet: PinFieldSet = 'full',
): Promise<{ pins: (V3Pin | V3GridPin)[]; bookmark: string }> {
  const rows = await deps.db
    .select({ saveId: saves.id, pin: pinColumns, board: boardColumns })
    .from(saves)
    .innerJoin(pins, eq(pins.id, saves.pinId))
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        eq(saves.userId, userId),
        isNull(pins.deletedAt),
        pinNotRemoved(),
        pinVisible(viewer),
        notBlockedWith(viewer, saves.userId),
        saveBoardReadable(viewer),
        newestVisibleSave(viewer),
        position ? after(KEYS, position) : undefined,
      ),
    )
    .orderBy(desc(saves.id))
    .limit(size + 1);
  const page = pageOf(rows, size, deps.bookmarks, list, (row) => [row.saveId]);
  return { pins: await serializePinRows(deps, viewer, page.items, fieldSet), bookmark: page.bookmark };
}
