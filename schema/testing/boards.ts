/** A cast for the board write tests (issue 14): an owner, an accepted collaborator, another member and a visitor. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { boardCollaborators, boards, users, type BoardRow, type NewBoard, type UserRow } from '../../server/db/schema.ts';
import { makeBoard } from '../../server/testing/fixtures.ts';
import type { TestEnv } from '../../server/testing/harness.ts';
import { signedIn, testBrowser, type GraphQLResult, type TestBrowser } from './browser.ts';

export interface Person {
  browser: TestBrowser;
  row: UserRow;
}

export interface Cast {
  owner: Person;
  collaborator: Person;
  other: Person;
  anonymous: TestBrowser;
}

const rowOf = async (db: Db, username: string): Promise<UserRow> => (await db.select().from(users).where(eq(users.username, username)))[0]!;

/** Three people signed up through GraphQL (names `${prefix}_own`, `_col`, `_oth`) and a signed-out browser. */
export async function cast(env: TestEnv, prefix: string): Promise<Cast> {
  const person = async (suffix: string): Promise<Person> => {
    const { browser } = await signedIn(env.server, `${prefix}_${suffix}`);
    return { browser, row: await rowOf(env.storage.db, `${prefix}_${suffix}`) };
  };
  return { owner: await person('own'), collaborator: await person('col'), other: await person('oth'), anonymous: testBrowser(env.server) };
}

/** A board of the cast's owner on which the collaborator is an accepted collaborator. */
export async function sharedBoard(db: Db, people: Cast, values: Partial<NewBoard> = {}): Promise<BoardRow> {
  const board = await makeBoard(db, people.owner.row, { isCollaborative: true, ...values });
  await db.insert(boardCollaborators).values({ boardId: board.id, userId: people.collaborator.row.id, status: 'accepted' });
  return board;
}

export const boardRow = async (db: Db, id: number): Promise<BoardRow | undefined> => (await db.select().from(boards).where(eq(boards.id, id)))[0];

export const gid = (type: 'Board' | 'BoardSection' | 'Pin', id: number | string): string => encodeGlobalID(type, String(id));

/** The payload of the one mutation field in a GraphQL answer, after checking there are no GraphQL errors. */
export function payload<T = Record<string, unknown>>(answer: { result: GraphQLResult }, field: string): T {
  expect(answer.result.errors, JSON.stringify(answer.result.errors)).toBeUndefined();
  return answer.result.data![field] as T;
}
