/**
 * Board covers as on Pinterest: the board's cover pin, else a collage of its three latest pins
 * (pinned or saved to it, newest first), so a board with pins never shows a blank cover. One
 * window query per source for a whole page of boards; removed and deleted pins and pins by people
 * blocked either way are left out, as on the board's own grid.
 */
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pins, saves } from '../../db/schema.ts';
import { notBlockedWith, pinNotRemoved } from '../access.ts';
import type { Viewer } from '../viewer.ts';
import { saveShownOnBoard } from './pins.ts';

/** Images in a board's collage cover. */
export const COLLAGE_SIZE = 3;

export interface CollageImage {
  signature: string;
  width: number;
  height: number;
  color: string;
}

interface Candidate extends CollageImage {
  boardId: number;
  at: Date;
  pinId: number;
}

const image = { signature: pins.imageSignature, width: pins.imageWidth, height: pins.imageHeight, color: pins.dominantColor, pinId: pins.id };

/** The latest COLLAGE_SIZE pin images of each board, newest first (a board without pins is absent). */
export async function collageImages(db: Db, viewer: Viewer, boardIds: readonly number[]): Promise<Map<number, CollageImage[]>> {
  if (boardIds.length === 0) return new Map();
  const shown = and(isNull(pins.deletedAt), pinNotRemoved(), notBlockedWith(viewer, pins.pinnerId));
  const pinned = db
    .select({ boardId: pins.boardId, at: pins.createdAt, ...image, rank: sql<number>`row_number() over (partition by ${pins.boardId} order by ${pins.createdAt} desc, ${pins.id} desc)`.as('rank') })
    .from(pins)
    .where(and(inArray(pins.boardId, [...boardIds]), shown))
    .as('pinned');
  const saved = db
    .select({ boardId: sql<number>`${saves.boardId}`.as('save_board_id'), at: sql<Date>`${saves.createdAt}`.as('saved_at'), ...image, rank: sql<number>`row_number() over (partition by ${saves.boardId} order by ${saves.createdAt} desc, ${saves.id} desc)`.as('rank') })
    .from(saves)
    .innerJoin(pins, eq(pins.id, saves.pinId))
    .where(and(inArray(saves.boardId, [...boardIds]), saveShownOnBoard(), shown, notBlockedWith(viewer, saves.userId)))
    .as('saved');
  const [fromPins, fromSaves] = await Promise.all([
    db.select().from(pinned).where(lte(pinned.rank, COLLAGE_SIZE)).orderBy(desc(pinned.at)),
    db.select().from(saved).where(lte(saved.rank, COLLAGE_SIZE)).orderBy(desc(saved.at)),
  ]);
  const byBoard = new Map<number, Candidate[]>();
  for (const row of [...fromPins, ...fromSaves] as Candidate[]) {
    const list = byBoard.get(Number(row.boardId)) ?? [];
    list.push({ ...row, at: new Date(row.at) });
    byBoard.set(Number(row.boardId), list);
  }
  const out = new Map<number, CollageImage[]>();
  for (const [boardId, list] of byBoard) {
    list.sort((a, b) => b.at.getTime() - a.at.getTime() || b.pinId - a.pinId);
    const seen = new Set<string>();
    const images: CollageImage[] = [];
    for (const candidate of list) {
      if (seen.has(candidate.signature) || images.length === COLLAGE_SIZE) continue;
      seen.add(candidate.signature);
      images.push({ signature: candidate.signature, width: candidate.width, height: candidate.height, color: candidate.color });
    }
    out.set(boardId, images);
  }
  return out;
}
