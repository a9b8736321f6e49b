/**
 * Boards and people search. Boards: the weighted board vector (name A, description B) under the list
 * rule — public boards, and the viewer's own and collaborations; never an archived board or one across
 * a block — ranked by text relevance × followers. People: username and full name by trigram (the
 * users_username_trgm_idx and users_name_trgm_idx indexes: contains, similar, or holding every word),
 * under the one rule for reading a person (userVisible); exact names first, then the most similar,
 * then the most followed.
 */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boards, follows, users, type BoardRow, type UserRow } from '../../db/schema.ts';
import { boardListable, notBlockedWith, userVisible } from '../access.ts';
import { escapeLike } from '../board/writable.ts';
import type { Viewer } from '../viewer.ts';
import { limitLiteral, textLiteral, tsqueryLiteral } from './literal.ts';

/** ts_rank_cd weights {D, C, B, A}: a board has name (A) and description (B). */
export const BOARD_RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

const followers = (targetType: 'user' | 'board', id: typeof users.id | typeof boards.id) =>
  sql<number>`(select count(*) from ${follows} where ${follows.targetType} = ${targetType} and ${follows.targetId} = ${id})`;

export function boardSearchWhere(viewer: Viewer, tsquery: string): SQL {
  return and(sql`${boards.searchVector} @@ ${tsqueryLiteral(tsquery)}`, eq(boards.archived, false), boardListable(viewer), notBlockedWith(viewer, boards.ownerId)) as SQL;
}

export async function searchBoards(db: Db, viewer: Viewer, tsquery: string, offset: number, limit: number): Promise<BoardRow[]> {
  return db
    .select()
    .from(boards)
    .where(boardSearchWhere(viewer, tsquery))
    .orderBy(desc(sql`ts_rank_cd(${BOARD_RANK_WEIGHTS}::float4[], ${boards.searchVector}, ${tsquery}::tsquery) * (1 + ln(1 + ${followers('board', boards.id)}))`), desc(boards.id))
    .limit(limit)
    .offset(offset);
}

export async function anyBoardMatches(db: Db, viewer: Viewer, tsquery: string): Promise<boolean> {
  const [row] = await db.select({ id: boards.id }).from(boards).where(boardSearchWhere(viewer, tsquery)).limit(limitLiteral(1));
  return row !== undefined;
}

/** The expression of users_name_trgm_idx, so the index serves it. */
const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

export async function searchPeople(db: Db, viewer: Viewer, q: string, offset: number, limit: number): Promise<UserRow[]> {
  const words = q.split(' ').filter((w) => w !== '');
  // Constants in the text (./literal.ts), so the planner weighs the trigram indexes against the words.
  const contains = (text: string) => textLiteral(`%${escapeLike(text)}%`);
  const typed = textLiteral(q);
  const matches = or(
    sql`${users.username} ilike ${contains(q)}`,
    sql`${fullName} ilike ${contains(q)}`,
    sql`${users.username} % ${typed}`,
    sql`${fullName} % ${typed}`,
    // Every word somewhere in the name or username ("lovelace ada").
    words.length > 1 ? and(...words.map((w) => or(sql`${fullName} ilike ${contains(w)}`, sql`${users.username} ilike ${contains(w)}`))) : undefined,
  );
  const exact = sql`(lower(${users.username}) = lower(${q}) or lower(trim(${fullName})) = lower(${q}))`;
  const similar = sql`greatest(similarity(${users.username}, ${q}), similarity(${fullName}, ${q}))`;
  return db
    .select()
    .from(users)
    .where(and(matches, userVisible(viewer)))
    .orderBy(desc(exact), desc(similar), desc(followers('user', users.id)), users.id)
    .limit(limit)
    .offset(offset);
}
