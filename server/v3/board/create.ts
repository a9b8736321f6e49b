/**
 * Board create (platform §3, §7 Create BoardResource):
 *   POST /v3/boards/ {name, description?, privacy? ('public' | 'protected' | 'secret'), layout? ('default' | 'quick_saves'),
 *                     protected?, return_existing?, user_id?} → the board (as GET /v3/boards/{id}/), 201 when created.
 * Quick Saves: {name: 'Quick Saves', layout: 'quick_saves', protected: false, return_existing: true, user_id} answers
 * the owner's existing Quick Saves board (200) instead of a duplicate; the unique index boards_one_quick_saves_idx
 * keeps concurrent creates to one board.
 */
import { and, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { boards, type BoardRow } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { bodyBoolean, bodyOf, stringField, type Body } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import type { V3Board } from '../types.ts';
import { viewerOf, writerId, type Viewer } from '../viewer.ts';
import { boardDetails } from './load.ts';

export const MAX_BOARD_NAME = 50;
export const MAX_BOARD_DESCRIPTION = 500;
export const QUICK_SAVES_NAME = 'Quick Saves';
/** The unique index that keeps an owner's board names apart, whatever their case. */
export const BOARD_NAME_TAKEN_INDEX = 'boards_owner_lower_name_idx';
export const boardNameTaken = (): V3Error => new V3Error(409, 'taken', 'You already have a board with that name.', 'name');
export const PRIVACIES = ['public', 'protected', 'secret'] as const;
const LAYOUTS = ['default', 'quick_saves'] as const;
export type Privacy = (typeof PRIVACIES)[number];
type Layout = (typeof LAYOUTS)[number];

export interface BoardCreate {
  name: string;
  description: string;
  privacy: Privacy;
  layout: Layout;
  returnExisting: boolean;
}

export function slugOfName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'board';
}

/** One of `values`, or undefined when absent; anything else is a 400 naming the field. */
export function choice<T extends string>(body: Body, name: string, values: readonly T[]): T | undefined {
  const value = stringField(body, name);
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) throw V3Error.badParam(name, `${name} must be one of ${values.join(', ')}.`);
  return value as T;
}

/** A board name, trimmed: 1 to 50 characters (400 param name). */
export function boardName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw V3Error.badParam('name', 'Please give your board a name.');
  if ([...name].length > MAX_BOARD_NAME) {
    throw V3Error.badParam('name', `A board name can be at most ${MAX_BOARD_NAME} characters.`);
  }
  return name;
}

/** A board description, trimmed: at most 500 characters (400 param description). */
export function boardDescription(raw: string): string {
  const description = raw.trim();
  if ([...description].length > MAX_BOARD_DESCRIPTION) {
    throw V3Error.badParam('description', `A board description can be at most ${MAX_BOARD_DESCRIPTION} characters.`);
  }
  return description;
}

/** The checked create request; `viewerId` is the writer (user_id, if given, must be them). */
export function parseBoardCreate(raw: unknown, viewerId: number): BoardCreate {
  const body = bodyOf(raw);
  const name = boardName(stringField(body, 'name') ?? '');
  const description = boardDescription(stringField(body, 'description') ?? '');
  let privacy = choice(body, 'privacy', PRIVACIES) ?? 'public';
  if (bodyBoolean(body, 'protected')) privacy = 'protected';
  const layout = choice(body, 'layout', LAYOUTS) ?? 'default';
  const returnExisting = bodyBoolean(body, 'return_existing');
  const userId = body.user_id;
  if (userId !== undefined && userId !== null) {
    const given = typeof userId === 'number' || typeof userId === 'string' ? String(userId) : null;
    if (given === null || !/^\d+$/.test(given)) throw V3Error.badParam('user_id', 'user_id must be an id.');
    if (Number(given) !== viewerId) throw new V3Error(403, 'forbidden', 'You can only create boards for yourself.', 'user_id');
  }
  return { name, description, privacy, layout, returnExisting };
}

async function quickSavesOf(deps: V3Deps, ownerId: number): Promise<BoardRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(boards)
    .where(and(eq(boards.ownerId, ownerId), eq(boards.layout, 'quick_saves')))
    .limit(1);
  return row;
}

/**
 * The first of `base`, `base`-2, `base`-3 … that no row of `column`'s table within `scope` uses (a board's
 * slug among its owner's boards, a section's among its board's). `db` may be a transaction.
 */
export async function firstFreeSlug(db: Db, column: PgColumn, scope: SQL | undefined, base: string): Promise<string> {
  const rows = await db
    .select({ slug: column })
    .from(column.table)
    .where(and(scope, or(eq(column, base), like(column, `${base}-%`))));
  const taken = new Set(rows.map((r) => String(r.slug)));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/**
 * A slug not yet used by this owner: the name's, then -2, -3 … A renamed board (`exceptBoardId`)
 * does not count as using its own slug. `db` may be a transaction.
 */
export async function freeSlug(db: Db, ownerId: number, name: string, exceptBoardId?: number): Promise<string> {
  const scope = and(eq(boards.ownerId, ownerId), exceptBoardId === undefined ? undefined : ne(boards.id, exceptBoardId));
  return firstFreeSlug(db, boards.slug, scope, slugOfName(name));
}

/** Creates the board (or finds the existing Quick Saves board); `created` is false for the existing one. */
export async function createBoard(deps: V3Deps, ownerId: number, input: BoardCreate): Promise<{ row: BoardRow; created: boolean }> {
  if (input.layout === 'quick_saves' && input.returnExisting) {
    const existing = await quickSavesOf(deps, ownerId);
    if (existing) return { row: existing, created: false };
  }
  // A concurrent create may take the slug (or the one Quick Saves place) between the read and the insert.
  let name = input.name;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = await freeSlug(deps.db, ownerId, name);
    try {
      const [row] = await deps.db
        .insert(boards)
        .values({
          ownerId,
          name,
          slug,
          description: input.description,
          privacy: input.privacy,
          layout: input.layout,
        })
        .returning();
      return { row: row!, created: true };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (input.layout === 'quick_saves') {
        const existing = await quickSavesOf(deps, ownerId);
        if (existing && input.returnExisting) return { row: existing, created: false };
        if (existing) throw new V3Error(409, 'taken', 'You already have a Quick Saves board.', 'layout');
        // A board of theirs already has the name: the profile board takes the next free one.
        if (constraint.includes(BOARD_NAME_TAKEN_INDEX)) name = `${input.name} ${attempt + 2}`;
      } else if (constraint.includes(BOARD_NAME_TAKEN_INDEX)) {
        throw boardNameTaken();
      }
    }
  }
  throw new V3Error(409, 'taken', 'Please try another board name.', 'name');
}

/** The owner's Quick Saves board, created if missing (return_existing semantics). */
export function ensureQuickSaves(deps: V3Deps, ownerId: number): Promise<{ row: BoardRow; created: boolean }> {
  return createBoard(deps, ownerId, {
    name: QUICK_SAVES_NAME,
    description: '',
    privacy: 'public',
    layout: 'quick_saves',
    returnExisting: true,
  });
}

export async function boardJson(deps: V3Deps, viewer: Viewer, row: BoardRow): Promise<V3Board> {
  const board = (await boardDetails(deps, viewer, [row])).get(row.id);
  if (!board) throw V3Error.notFound(`board ${row.id} not found`);
  return board;
}

export function boardCreateRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.post('/boards/', async (request, reply) => {
    const viewer = viewerOf(request);
    const ownerId = writerId(viewer);
    const input = parseBoardCreate(request.body, ownerId);
    const { row, created } = await createBoard(deps, ownerId, input);
    const answer = ok(await boardJson(deps, viewer, row));
    if (!created) return answer;
    answer.resource_response.http_status = 201;
    return reply.status(201).send(answer);
  });
}

export const QUICKSAVE_FIELD_SETS = ['quicksave', 'save_behavior'] as const;

export async function hasQuickSavesBoard(deps: V3Deps, ownerId: number): Promise<boolean> {
  return (await quickSavesOf(deps, ownerId)) !== undefined;
}

/**
 * GET /v3/users/me/?field_set_key=quicksave|save_behavior (platform §3, §6): the owner's own save behaviour and
 * whether they have a Quick Saves board. Only the owner's /users/me/ answer carries these.
 */
export async function withQuicksaveFields<T extends { save_behavior: number }>(
  deps: V3Deps,
  ownerId: number,
  me: T,
  query: unknown,
): Promise<T & { has_quicksave_board?: boolean }> {
  const key = (query as Record<string, unknown> | undefined)?.field_set_key;
  if (typeof key !== 'string' || !(QUICKSAVE_FIELD_SETS as readonly string[]).includes(key)) return me;
  return { ...me, has_quicksave_board: await hasQuickSavesBoard(deps, ownerId) };
}
