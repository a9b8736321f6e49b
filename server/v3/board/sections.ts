/**
 * Board sections (issue 14):
 *   GET    /v3/boards/{id}/sections/?page_size&bookmark      the board's sections by position, then id (default 25, at most 100)
 *   POST   /v3/boards/{id}/sections/ {title}                 → 201 the section, last on the board
 *   GET    /v3/board_sections/{id}/                          the section
 *   GET    /v3/users/{username}/boards/{slug}/sections/{section_slug}/   the section by its path
 *   PUT    /v3/board_sections/{id}/ {title}                  rename (a new title gives a new slug, so a new url)
 *   PUT    /v3/board_sections/{id}/position/ {after_section_id: id | null (first)}   reorder: positions renumbered 0..n-1
 *   DELETE /v3/board_sections/{id}/?pins=keep|delete         (body or query, default keep) → {id, deleted: 'section', pins}
 *   GET    /v3/board_sections/{id}/pins/?page_size&bookmark&field_set_key&filter…   the section's pins (./pins.ts, ./pin-filters.ts)
 * Reads follow the board's visibility (./section-load.ts): a section of a board the viewer may not read is 404.
 * Writes are the board's contents: its owner or an accepted collaborator (boardForWrite, ./guard.ts), not on an
 * archived board; each runs in one transaction holding the board's row, so section writes on a board never
 * interleave. A title is trimmed, 1 to 50 characters (400 param title), and not the title of another section of
 * the board whatever its case (409 taken, param title). Slugs are free per board (the title's, then -2, -3 …).
 * Delete keep: the section's pins and saves go back to the board (the foreign keys set their section_id null);
 * delete: the saves in it are deleted and the pins pinned in it soft-deleted (deleted_at), as a pin delete would.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { boardSections, pins, saves, type BoardSectionRow } from '../../db/schema.ts';
import { bodyId, bodyOf, stringField, type Body } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { bookmarkParam, idParam, pageSize } from '../params.ts';
import { pinFieldSetParam } from '../pin/field-sets.ts';
import { loadPinList } from '../pin/load.ts';
import { usersById } from '../related.ts';
import type { V3SectionDeleted } from '../types.ts';
import { findVisibleUserRow } from '../user/load.ts';
import { username } from '../user/routes.ts';
import { viewerOf, writerId, type Viewer } from '../viewer.ts';
import { firstFreeSlug, slugOfName } from './create.ts';
import { boardForWrite } from './guard.ts';
import { readableBoardBySlug, readableBoardRows } from './load.ts';
import { filteredList, pinFilterParam } from './pin-filters.ts';
import { boardPinPage } from './pins.ts';
import { BOARD_SLUG, boardSlug } from './routes.ts';
import { readableSection, sectionAnswer, sectionAnswers, sectionBySlug, sectionPage, type SectionOnBoard } from './section-load.ts';
import { boardUrl } from './serialize.ts';

export const MAX_SECTION_TITLE = 50;
/** The unique index that keeps a board's section titles apart, whatever their case. */
const SECTION_TITLE_TAKEN_INDEX = 'board_sections_board_lower_title_idx';
export const sectionTitleTaken = (): V3Error => new V3Error(409, 'taken', 'This board already has a section with that name.', 'title');
const SECTION_PINS = ['keep', 'delete'] as const;

/** The request's title, trimmed: 1 to 50 characters (400 param title). */
export function sectionTitle(body: Body): string {
  const title = (stringField(body, 'title') ?? '').trim();
  if (title === '') throw V3Error.badParam('title', 'Please give your section a name.');
  if ([...title].length > MAX_SECTION_TITLE) throw V3Error.badParam('title', `A section name can be at most ${MAX_SECTION_TITLE} characters.`);
  return title;
}

/** A title's slug as a board name's (slugOfName); 'section' for a title with nothing a slug keeps. */
const sectionSlugOf = (title: string): string => (slugOfName(`x ${title}`) === 'x' ? 'section' : slugOfName(title));

/** A slug no other section of the board uses: the title's, then -2, -3 … (`exceptId`: the section being renamed). */
const freeSectionSlug = (db: Db, boardId: number, title: string, exceptId?: number): Promise<string> =>
  firstFreeSlug(db, boardSections.slug, and(eq(boardSections.boardId, boardId), exceptId === undefined ? undefined : ne(boardSections.id, exceptId)), sectionSlugOf(title));

/** Runs a write that may meet the title index: a title in use (a concurrent write's included) is the 409. */
async function titled<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)?.includes(SECTION_TITLE_TAKEN_INDEX)) throw sectionTitleTaken();
    throw error;
  }
}

/**
 * The section `id`, checked for a write by the viewer inside the transaction `tx`: the board's row locked
 * (boardForWrite, needs collaborator; refusals name section_id), then the section read again under the lock.
 * A section the viewer may not see, or that is gone, is 404.
 */
async function sectionForWrite(tx: Db, viewer: Viewer, id: number): Promise<SectionOnBoard> {
  writerId(viewer);
  const notFound = () => V3Error.notFound(`section ${id} not found`);
  const [before] = await tx.select({ boardId: boardSections.boardId }).from(boardSections).where(eq(boardSections.id, id));
  if (!before) throw notFound();
  const { board, ownerUsername } = await boardForWrite(tx, viewer, before.boardId, { needs: 'collaborator', lock: true, param: 'section_id' }).catch(
    (error: unknown) => {
      throw error instanceof V3Error && error.status === 404 ? notFound() : error;
    },
  );
  const [section] = await tx.select().from(boardSections).where(and(eq(boardSections.id, id), eq(boardSections.boardId, board.id)));
  if (!section) throw notFound();
  return { section, board, ownerUsername };
}

/** Puts `moved` after `afterId` (null: first) and renumbers the board's sections 0..n-1 in one statement. */
async function reorder(tx: Db, moved: BoardSectionRow, afterId: number | null): Promise<void> {
  const rows = await tx
    .select({ id: boardSections.id })
    .from(boardSections)
    .where(eq(boardSections.boardId, moved.boardId))
    .orderBy(asc(boardSections.position), asc(boardSections.id));
  const order = rows.map((r) => r.id).filter((id) => id !== moved.id);
  if (afterId !== null && !order.includes(afterId)) {
    const message = afterId === moved.id ? 'A section cannot go after itself.' : `Section ${afterId} is not a section of board ${moved.boardId}.`;
    throw V3Error.badParam('after_section_id', message);
  }
  order.splice(afterId === null ? 0 : order.indexOf(afterId) + 1, 0, moved.id);
  await tx.execute(sql`update ${boardSections} set position = o.n - 1
    from unnest(${sql.param(order)}::bigint[]) with ordinality as o(id, n) where ${boardSections.id} = o.id`);
}

/** DELETE arguments from the JSON body or the query (body wins); pins defaults to keep. */
function pinsChoice(body: unknown, query: unknown): (typeof SECTION_PINS)[number] {
  const fromBody = bodyOf(body).pins;
  const raw = fromBody ?? (query as Record<string, unknown> | undefined)?.pins;
  if (raw === undefined || raw === null || raw === '') return 'keep';
  if (typeof raw !== 'string' || !(SECTION_PINS as readonly string[]).includes(raw)) {
    throw V3Error.badParam('pins', `pins must be one of ${SECTION_PINS.join(', ')}, got "${String(raw)}"`);
  }
  return raw as (typeof SECTION_PINS)[number];
}

export function sectionRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;
  const sectionId = (request: { params: unknown }) => idParam((request.params as { id: string }).id);

  app.get('/boards/:id/sections/', async (request) => {
    const viewer = viewerOf(request);
    const id = idParam((request.params as { id: string }).id);
    const [board] = await readableBoardRows(deps, viewer, [id]);
    if (!board) throw V3Error.notFound(`board ${id} not found`);
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query);
    const list = `boards/${board.id}/sections`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const [[owner], page] = await Promise.all([usersById(db, [board.ownerId]).then((m) => [...m.values()]), sectionPage(db, deps.bookmarks, board.id, size, position, list)]);
    return ok(await sectionAnswers(deps, viewer, page.items, owner ? boardUrl(owner, board) : '/'), page.bookmark);
  });

  app.post('/boards/:id/sections/', async (request, reply) => {
    const viewer = viewerOf(request);
    const boardId = idParam((request.params as { id: string }).id);
    const found = await titled(() =>
      db.transaction(async (tx) => {
        const { board, ownerUsername } = await boardForWrite(tx, viewer, boardId, { needs: 'collaborator', lock: true });
        const title = sectionTitle(bodyOf(request.body));
        const slug = await freeSectionSlug(tx, board.id, title);
        const last = sql<number>`(select coalesce(max(${boardSections.position}) + 1, 0) from ${boardSections} where ${boardSections.boardId} = ${board.id})`;
        const [section] = await tx.insert(boardSections).values({ boardId: board.id, title, slug, position: last }).returning();
        return { section: section!, board, ownerUsername };
      }),
    );
    const answer = ok(await sectionAnswer(deps, viewer, found));
    answer.resource_response.http_status = 201;
    return reply.status(201).send(answer);
  });

  app.get('/board_sections/:id/', async (request) => {
    const viewer = viewerOf(request);
    return ok(await sectionAnswer(deps, viewer, await readableSection(deps, viewer, sectionId(request))));
  });

  // As for a board by path: an unknown person, board or section, and one the viewer may not see, are the same 404.
  app.get('/users/:username/boards/:slug/sections/:section_slug/', async (request) => {
    const params = request.params as { username: string; slug: string; section_slug: string };
    const name = username(params.username);
    const slug = boardSlug(params.slug);
    if (!BOARD_SLUG.test(params.section_slug)) {
      throw V3Error.badParam('section_slug', 'a section slug may contain only letters, digits, dots, dashes and underscores');
    }
    const viewer = viewerOf(request);
    const owner = await findVisibleUserRow(deps, viewer, name);
    const board = owner ? await readableBoardBySlug(deps, viewer, owner.id, slug) : undefined;
    const section = board ? await sectionBySlug(db, board.id, params.section_slug) : undefined;
    if (!owner || !board || !section) throw V3Error.notFound(`section ${name}/${slug}/${params.section_slug} not found`);
    return ok(await sectionAnswer(deps, viewer, { section, board, ownerUsername: owner.username }));
  });

  app.put('/board_sections/:id/', async (request) => {
    const viewer = viewerOf(request);
    const id = sectionId(request);
    const found = await titled(() =>
      db.transaction(async (tx) => {
        const { section, board, ownerUsername } = await sectionForWrite(tx, viewer, id);
        const title = sectionTitle(bodyOf(request.body));
        if (title === section.title) return { section, board, ownerUsername };
        const slug = await freeSectionSlug(tx, board.id, title, id);
        const [renamed] = await tx.update(boardSections).set({ title, slug }).where(eq(boardSections.id, id)).returning();
        return { section: renamed!, board, ownerUsername };
      }),
    );
    return ok(await sectionAnswer(deps, viewer, found));
  });

  app.put('/board_sections/:id/position/', async (request) => {
    const viewer = viewerOf(request);
    const id = sectionId(request);
    const found = await db.transaction(async (tx) => {
      const target = await sectionForWrite(tx, viewer, id);
      const body = bodyOf(request.body);
      if (!('after_section_id' in body)) {
        throw V3Error.badParam('after_section_id', 'after_section_id is required: a section id, or null to put it first.');
      }
      await reorder(tx, target.section, bodyId(body, 'after_section_id', false) ?? null);
      const [section] = await tx.select().from(boardSections).where(eq(boardSections.id, id));
      return { ...target, section: section! };
    });
    return ok(await sectionAnswer(deps, viewer, found));
  });

  app.delete('/board_sections/:id/', async (request) => {
    const viewer = viewerOf(request);
    const id = sectionId(request);
    const choice = await db.transaction(async (tx) => {
      const { section } = await sectionForWrite(tx, viewer, id);
      const pinsChosen = pinsChoice(request.body, request.query);
      if (pinsChosen === 'delete') {
        await tx.delete(saves).where(eq(saves.sectionId, section.id));
        await tx.update(pins).set({ deletedAt: sql`now()` }).where(and(eq(pins.sectionId, section.id), isNull(pins.deletedAt)));
      }
      await tx.delete(boardSections).where(eq(boardSections.id, section.id));
      return pinsChosen;
    });
    const result: V3SectionDeleted = { id: String(id), deleted: 'section', pins: choice };
    return ok(result);
  });

  app.get('/board_sections/:id/pins/', async (request) => {
    const viewer = viewerOf(request);
    const { section, board } = await readableSection(deps, viewer, sectionId(request));
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query);
    const fieldSet = pinFieldSetParam(query);
    const filter = pinFilterParam(query, viewer);
    const list = filteredList(`board_sections/${section.id}/pins`, filter);
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const page = await boardPinPage(deps, viewer, board.id, size, position, list, { sectionId: section.id, filter: filter?.where });
    return ok(await loadPinList(deps, viewer, page.pinIds, fieldSet), page.bookmark);
  });
}
