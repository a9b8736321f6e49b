/**
 * What a page of pins embeds, read in one statement (one round trip instead of one per kind):
 * the pinners', owners', promoters' and sponsors' summaries, the boards' collaborator counts and,
 * for a signed-in viewer, the viewer fields (./viewer-fields.ts, the viewer's stars of these pins included) and saved info (./saved-info.ts),
 * through the same queries those read on their own. Each part comes back as a JSON array of arrays.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { collaboratorCountRows, countsFrom, decoded, positional, rowsOf, userSummariesFrom, userSummaryRows, viewerFieldRows, viewerFieldRowsFrom } from '../json-rows.ts';
import type { V3SavedInfo } from '../types.ts';
import type { UserSummaryRow } from '../user/serialize.ts';
import { BOUND_VIEWER, type Viewer } from '../viewer.ts';
import { idInPlaceholder, type ViewerFields } from '../viewer-fields.ts';
import { SAVED_INFO_COLUMNS, savedInfoQuery, savedInfosFrom, type SavedInfoRow } from './saved-info.ts';

export interface PageRelations {
  users: Map<number, UserSummaryRow>;
  collaboratorCounts: Map<number, number>;
  /** Null for a signed-out viewer. */
  fields: ViewerFields | null;
  saved: Map<number, V3SavedInfo>;
}

const unique = (ids: Iterable<number>): number[] => [...new Set(ids)];
const usersIn = idInPlaceholder('users');
const boardsIn = idInPlaceholder('boards');
const pinsIn = idInPlaceholder('pins');

function savedRows(db: Db): SQL {
  const saved = positional(savedInfoQuery(db, BOUND_VIEWER, pinsIn), 's', SAVED_INFO_COLUMNS.length);
  return rowsOf(saved.columns(SAVED_INFO_COLUMNS.map((_, i) => i)), saved.from);
}

/**
 * The statement, built once per database and kind of viewer; ids are bound as arrays when it runs.
 * From `(select 1)`: every column is a scalar subquery.
 */
const statement = (signedIn: boolean) =>
  preparedOnce((db) =>
    db
      .select({
        users: userSummaryRows(usersIn),
        counts: collaboratorCountRows(boardsIn),
        ...(signedIn
          ? {
              fields: viewerFieldRows(db, BOUND_VIEWER.userId, usersIn, boardsIn, pinsIn),
              saved: savedRows(db),
            }
          : {}),
      })
      .from(sql`(select 1) as one`)
      .prepare(signedIn ? 'page_relations_signed_in' : 'page_relations'),
  );
const ANONYMOUS_STATEMENT = statement(false);
const SIGNED_IN_STATEMENT = statement(true);

export async function pageRelations(db: Db, viewer: Viewer, userIds: Iterable<number>, boardIds: Iterable<number>, pinIds: readonly number[]): Promise<PageRelations> {
  const me = viewer.userId;
  const bound = { users: unique(userIds), boards: unique(boardIds), pins: unique(pinIds), me };
  const [row = {}] = (await (me === null ? ANONYMOUS_STATEMENT : SIGNED_IN_STATEMENT)(db).execute(bound)) as Record<string, unknown>[];

  return {
    users: userSummariesFrom(row.users),
    collaboratorCounts: countsFrom(row.counts),
    fields: me === null ? null : viewerFieldRowsFrom(row.fields),
    saved: savedInfosFrom(decoded(row.saved).map((values) => Object.fromEntries(SAVED_INFO_COLUMNS.map((name, i) => [name, values[i]])) as SavedInfoRow)),
  };
}
