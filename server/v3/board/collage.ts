/**
 * Board covers as on Pinterest: the board's cover pin, else a collage of its three latest pins
 * (pinned or saved to it, newest first), so a board with pins never shows a blank cover. One
 * read per source for a whole page of boards; removed and deleted pins and pins by people
 * blocked either way are left out, as on the board's own grid.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
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

export interface Candidate extends CollageImage {
  boardId: number;
  at: Date;
  pinId: number;
}

/**
 * The two queries behind collages, read as part of a larger statement (./relations.ts): for each
 * board id in the bound array `boards`, its latest COLLAGE_SIZE shown pins pinned to it and saved to
 * it, as rows (board_id, at, signature, width, height, color, pin_id). Each board's read walks
 * its own feed index (board, time desc) and stops after COLLAGE_SIZE rows, so a board's size does
 * not matter.
 */
export function collageCandidateQueries(viewer: Viewer, boards: string) {
  const shown = and(isNull(pins.deletedAt), pinNotRemoved(), notBlockedWith(viewer, pins.pinnerId));
  const columns = sql`${pins.imageSignature}, ${pins.imageWidth}, ${pins.imageHeight}, ${pins.dominantColor}, ${pins.id}`;
  const each = sql`unnest(${sql.placeholder(boards)}::bigint[]) as b(id)`;
  return {
    pinned: sql`select b.id, c.* from ${each} cross join lateral (
      select ${pins.createdAt}, ${columns} from ${pins}
      where ${and(sql`${pins.boardId} = b.id`, shown)}
      order by ${pins.createdAt} desc, ${pins.id} desc limit ${COLLAGE_SIZE}) c`,
    saved: sql`select b.id, c.* from ${each} cross join lateral (
      select ${saves.createdAt}, ${columns} from ${saves} inner join ${pins} on ${eq(pins.id, saves.pinId)}
      where ${and(sql`${saves.boardId} = b.id`, saveShownOnBoard(), shown, notBlockedWith(viewer, saves.userId))}
      order by ${saves.createdAt} desc, ${saves.id} desc limit ${COLLAGE_SIZE}) c`,
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
