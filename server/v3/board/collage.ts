/**
 * Board covers as on Pinterest: the board's cover pin, else a collage of its three latest pins
 * (pinned or saved to it, newest first), so a board with pins never shows a blank cover. One
 * window query per source for a whole page of boards; removed and deleted pins and pins by people
 * blocked either way are left out, as on the board's own grid.
 */
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pins, saves } from '../../db/schema.ts';
import { notBlockedWith, pinNotRemoved } from '../access.ts';
import type { Viewer } from '../viewer.ts';
import type { IdFilter } from '../viewer-fields.ts';
import { saveShownOnBoard } from './pins.ts';

/** Images in a board's collage cover. */
export const COLLAGE_SIZE = 3;

export interface CollageImage {
  signature: string;
  width: number;
  height: number;
  color: string;
}

export interface Candidate extends CollageImage {
  boardId: number;
  at: Date;
  pinId: number;
}

const image = { signature: pins.imageSignature, width: pins.imageWidth, height: pins.imageHeight, color: pins.dominantColor, pinId: pins.id };

/**
 * The two queries behind collages: the latest COLLAGE_SIZE pins pinned to and saved to each board
 * `boardsIn` lets through, as rows (board_id, at, signature, width, height, color, pin_id, rank).
 * Also read as part of a larger statement (./relations.ts).
 */
export function collageCandidateQueries(db: Db, viewer: Viewer, boardsIn: IdFilter) {
  const shown = and(isNull(pins.deletedAt), pinNotRemoved(), notBlockedWith(viewer, pins.pinnerId));
  const pinned = db
    .select({ boardId: pins.boardId, at: pins.createdAt, ...image, rank: sql<number>`row_number() over (partition by ${pins.boardId} order by ${pins.createdAt} desc, ${pins.id} desc)`.as('rank') })
    .from(pins)
    .where(and(boardsIn(pins.boardId), shown))
    .as('pinned');
  const saved = db
    .select({ boardId: sql<number>`${saves.boardId}`.as('save_board_id'), at: sql<Date>`${saves.createdAt}`.as('saved_at'), ...image, rank: sql<number>`row_number() over (partition by ${saves.boardId} order by ${saves.createdAt} desc, ${saves.id} desc)`.as('rank') })
    .from(saves)
    .innerJoin(pins, eq(pins.id, saves.pinId))
    .where(and(boardsIn(saves.boardId), saveShownOnBoard(), shown, notBlockedWith(viewer, saves.userId)))
    .as('saved');
  return {
    pinned: db.select().from(pinned).where(lte(pinned.rank, COLLAGE_SIZE)).orderBy(desc(pinned.at)),
    saved: db.select().from(saved).where(lte(saved.rank, COLLAGE_SIZE)).orderBy(desc(saved.at)),
  };
}

/** The latest COLLAGE_SIZE distinct pin images of each board, newest first, from the rows of both queries (a board without pins is absent). */
export function collagesFrom(candidates: readonly Candidate[]): Map<number, CollageImage[]> {
  const byBoard = new Map<number, Candidate[]>();
  for (const row of candidates) {
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
