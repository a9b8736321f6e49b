/**
 * One page of interests by name (lower-cased, then id), keyset-paged by bookmark: the sign-up
 * InterestPicker's GET /v3/interests/ and the topics list GET /v3/topics/ read the same way.
 */
import { asc, sql } from 'drizzle-orm';
import { interests } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import { bookmarkParam } from '../params.ts';

export interface InterestByName {
  id: number;
  name: string;
  urlName: string;
}

const KEYS: KeyColumn[] = [
  { column: sql`lower(${interests.name})`, dir: 'asc' },
  { column: interests.id, dir: 'asc' },
];

/** `list` names the bookmark's list, so one list's bookmark does not page the other. */
export async function interestsByName(deps: V3Deps, query: Record<string, unknown>, list: string, size: number): Promise<{ items: InterestByName[]; bookmark: string }> {
  const position = deps.bookmarks.decode(list, bookmarkParam(query));
  const rows = await deps.db
    .select({ id: interests.id, name: interests.name, urlName: interests.urlName, key: sql<string>`lower(${interests.name})` })
    .from(interests)
    .where(position ? after(KEYS, position) : undefined)
    .orderBy(sql`lower(${interests.name})`, asc(interests.id))
    .limit(size + 1);
  return pageOf(rows, size, deps.bookmarks, list, (row) => [row.key, row.id]);
}
