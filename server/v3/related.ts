/** Batched reads of rows that v3 answers embed (owners, pinners, sections …): one query per kind. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  boardSections,
  interests,
  users,
  type BoardSectionRow,
  type UserRow,
} from '../db/schema.ts';

const unique = (ids: Iterable<number | null | undefined>): number[] =>
  [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];

export async function usersById(db: Db, ids: Iterable<number | null | undefined>): Promise<Map<number, UserRow>> {
  const list = unique(ids);
  if (list.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, list));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function sectionsById(
  db: Db,
  ids: Iterable<number | null | undefined>,
): Promise<Map<number, BoardSectionRow>> {
  const list = unique(ids);
  if (list.length === 0) return new Map();
  const rows = await db.select().from(boardSections).where(inArray(boardSections.id, list));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function interestsById(
  db: Db,
  ids: Iterable<number | null | undefined>,
): Promise<Map<number, typeof interests.$inferSelect>> {
  const list = unique(ids);
  if (list.length === 0) return new Map();
  const rows = await db.select().from(interests).where(inArray(interests.id, list));
  return new Map(rows.map((row) => [row.id, row]));
}
