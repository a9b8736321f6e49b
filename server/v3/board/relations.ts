/**
 * What a page of board answers embeds, read in one statement (./load.ts boardDetails): owners'
 * summaries, collaborator, pin, save, section and follower counts, cover pins, collage candidates
 * (./collage.ts) and, for a signed-in viewer, the viewer fields. Built once per database and kind of
 * viewer; the ids are bound as arrays.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { boardSections, follows, pins, saves } from '../../db/schema.ts';
import { collaboratorCountRows, countRows, countsFrom, decoded, positional, rowsOf, userSummariesFrom, userSummaryRows, viewerFieldRows, viewerFieldRowsFrom } from '../json-rows.ts';
import type { UserSummaryRow } from '../user/serialize.ts';
import { ANONYMOUS, BOUND_VIEWER, type Viewer } from '../viewer.ts';
import { idInPlaceholder, type ViewerFields } from '../viewer-fields.ts';
import { collageCandidateQueries, collagesFrom, type Candidate, type CollageImage } from './collage.ts';
import { saveShownOnBoard } from './pins.ts';

export interface CoverPin {
  id: number;
  signature: string;
  width: number;
  height: number;
  color: string;
}

export interface BoardRelations {
  owners: Map<number, UserSummaryRow>;
  collaborators: Map<number, number>;
  pinCounts: Map<number, number>;
  saveCounts: Map<number, number>;
  sectionCounts: Map<number, number>;
  followerCounts: Map<number, number>;
  covers: Map<number, CoverPin>;
  collages: Map<number, CollageImage[]>;
  /** Null for a signed-out viewer. */
  fields: ViewerFields | null;
}

const ownersIn = idInPlaceholder('owners');
const boardsIn = idInPlaceholder('boards');
const coversIn = idInPlaceholder('covers');

function collageRows(viewer: Viewer): { pinned: SQL; saved: SQL } {
  const queries = collageCandidateQueries(viewer, 'boards');
  // board_id, at, signature, width, height, color, pin_id.
  const pick = [0, 1, 2, 3, 4, 5, 6];
  const pinned = positional(queries.pinned, 'p', 7);
  const saved = positional(queries.saved, 's', 7);
  return { pinned: rowsOf(pinned.columns(pick), pinned.from), saved: rowsOf(saved.columns(pick), saved.from) };
}

const statement = (signedIn: boolean) =>
  preparedOnce((db) => {
    const viewer = signedIn ? BOUND_VIEWER : ANONYMOUS;
    const collages = collageRows(viewer);
    return db
      .select({
        owners: userSummaryRows(ownersIn),
        collaborators: collaboratorCountRows(boardsIn),
        pinCounts: countRows(sql`${pins.boardId}`, sql`${pins} where ${and(boardsIn(pins.boardId), isNull(pins.deletedAt))}`),
        saveCounts: countRows(sql`${saves.boardId}`, sql`${saves} inner join ${pins} on ${eq(pins.id, saves.pinId)} where ${and(boardsIn(saves.boardId), saveShownOnBoard())}`),
        sectionCounts: countRows(sql`${boardSections.boardId}`, sql`${boardSections} where ${boardsIn(boardSections.boardId)}`),
        followerCounts: countRows(sql`${follows.targetId}`, sql`${follows} where ${and(eq(follows.targetType, 'board'), boardsIn(follows.targetId))}`),
        covers: rowsOf(
          [pins.id, pins.imageSignature, pins.imageWidth, pins.imageHeight, pins.dominantColor].map((c) => sql`${c}`),
          sql`${pins} where ${and(coversIn(pins.id), isNull(pins.deletedAt))}`,
        ),
        pinnedCollage: collages.pinned,
        savedCollage: collages.saved,
        ...(signedIn ? { fields: viewerFieldRows(db, BOUND_VIEWER.userId, ownersIn, boardsIn) } : {}),
      })
      .from(sql`(select 1) as one`)
      .prepare(signedIn ? 'board_relations_signed_in' : 'board_relations');
  });
const ANONYMOUS_STATEMENT = statement(false);
const SIGNED_IN_STATEMENT = statement(true);

const candidatesFrom = (value: unknown): Candidate[] =>
  decoded(value).map(([boardId, at, signature, width, height, color, pinId]) => ({
    boardId: Number(boardId),
    at: new Date(String(at)),
    signature: String(signature),
    width: Number(width),
    height: Number(height),
    color: String(color),
    pinId: Number(pinId),
  }));

export async function boardRelations(db: Db, viewer: Viewer, boardIds: readonly number[], ownerIds: readonly number[], coverIds: readonly number[]): Promise<BoardRelations> {
  const me = viewer.userId;
  const bound = { boards: [...new Set(boardIds)], owners: [...new Set(ownerIds)], covers: [...new Set(coverIds)], me };
  const [row = {}] = (await (me === null ? ANONYMOUS_STATEMENT : SIGNED_IN_STATEMENT)(db).execute(bound)) as Record<string, unknown>[];
  return {
    owners: userSummariesFrom(row.owners),
    collaborators: countsFrom(row.collaborators),
    pinCounts: countsFrom(row.pinCounts),
    saveCounts: countsFrom(row.saveCounts),
    sectionCounts: countsFrom(row.sectionCounts),
    followerCounts: countsFrom(row.followerCounts),
    covers: new Map(
      decoded(row.covers).map(([id, signature, width, height, color]) => [
        Number(id),
        { id: Number(id), signature: String(signature), width: Number(width), height: Number(height), color: String(color) },
      ]),
    ),
    collages: collagesFrom([...candidatesFrom(row.pinnedCollage), ...candidatesFrom(row.savedCollage)]),
    fields: me === null ? null : viewerFieldRowsFrom(row.fields),
  };
}
