/**
 * Pieces for statements that read several kinds of rows at once: each kind is a scalar subquery
 * answering a JSON array of arrays (one per row), so a page's relations cost one round trip.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import { boardCollaborators, users } from '../db/schema.ts';
import type { UserSummaryRow } from './user/serialize.ts';
import type { Db } from '../db/client.ts';
import { viewerFieldsFrom, viewerFieldsQuery, type IdFilter, type ViewerFields } from './viewer-fields.ts';

const EMPTY = sql`'[]'::json`;

/** A JSON array of the rows of `from`, each row an array of `columns`. */
export const rowsOf = (columns: SQL[], from: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_array(${sql.join(columns, sql`, `)})), ${EMPTY}) from ${from})`;

/** The rows of a subquery aliased `name(c0, c1, …)`, so its columns can be picked by position. */
export const positional = (subquery: SQL | { getSQL(): SQL }, name: string, width: number): { from: SQL; columns: (picked: number[]) => SQL[] } => ({
  from: sql`(${subquery}) ${sql.raw(`${name}(${Array.from({ length: width }, (_, i) => `c${i}`).join(', ')})`)}`,
  columns: (picked) => picked.map((i) => sql.raw(`${name}.c${i}`)),
});

/** drizzle leaves json undecoded on PostgreSQL (a string) and PGlite decodes it. */
export const decoded = (value: unknown): unknown[][] => (typeof value === 'string' ? (JSON.parse(value) as unknown[][]) : ((value ?? []) as unknown[][]));

/** The summaries of the users `usersIn` lets through. */
export const userSummaryRows = (usersIn: IdFilter): SQL =>
  rowsOf(
    [users.id, users.username, users.firstName, users.lastName, users.imageSignature, users.isVerifiedMerchant, users.verifiedIdentity].map((c) => sql`${c}`),
    sql`${users} where ${usersIn(users.id)}`,
  );

export function userSummariesFrom(value: unknown): Map<number, UserSummaryRow> {
  const out = new Map<number, UserSummaryRow>();
  for (const [id, username, firstName, lastName, imageSignature, isVerifiedMerchant, verifiedIdentity] of decoded(value)) {
    out.set(Number(id), {
      id: Number(id),
      username: String(username),
      firstName: String(firstName),
      lastName: String(lastName),
      imageSignature: imageSignature === null ? null : String(imageSignature),
      isVerifiedMerchant: isVerifiedMerchant === true,
      verifiedIdentity: verifiedIdentity === true,
    });
  }
  return out;
}

/** Accepted collaborator counts of the boards `boardsIn` lets through (boards without any are absent); open invites do not count. */
export const collaboratorCountRows = (boardsIn: IdFilter): SQL =>
  countRows(sql`${boardCollaborators.boardId}`, sql`${boardCollaborators} where ${boardsIn(boardCollaborators.boardId)} and ${boardCollaborators.status} = 'accepted'`);

/** A map of id → count from rows of [id, n]. */
export const countsFrom = (value: unknown): Map<number, number> => new Map(decoded(value).map(([id, n]) => [Number(id), Number(n)]));

/** [id, n] rows of a count of `from` grouped by `id`. */
export const countRows = (id: SQL, from: SQL): SQL => rowsOf([sql`g.id`, sql`g.n`], sql`(select ${id} as id, ${count()}::int as n from ${from} group by ${id}) g`);

/** Viewer fields from [kind, id] rows (viewerFieldsQuery's). */
export const viewerFieldRowsFrom = (value: unknown): ViewerFields => viewerFieldsFrom(decoded(value).map(([kind, id]) => ({ kind: String(kind), id: Number(id) })));

/** [kind, id] rows of the viewer fields among the users, boards (and pins, when given) the filters let through. */
export const viewerFieldRows = (db: Db, me: number, usersIn: IdFilter, boardsIn: IdFilter, pinsIn?: IdFilter): SQL =>
  rowsOf([sql`v.kind`, sql`v.id`], sql`(${viewerFieldsQuery(db, me, usersIn, boardsIn, pinsIn)}) v(kind, id)`);
