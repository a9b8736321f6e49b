/**
 * Board sections over v3 (issue 14): make, list, read by id and by path, rename, reorder, delete (keep or
 * delete its pins), the section's pins, and that a section's page reads the section's indexes, not the board's.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, boardCollaborators, boardSections, pins, saves, type BoardRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import type { V3SectionDetails } from '../types.ts';
import { pinnedQuery, savedQuery } from './pins.ts';

type Section = V3SectionDetails;

describe.each(backends())('v3 board sections on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner: Member;
  let collaborator: Member;
  let other: Member;
  let blocked: Member;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const create = (board: BoardRow, title: unknown, who: Member = owner) =>
    call(`/v3/boards/${board.id}/sections/`, { method: 'POST', cookie: who.token, body: { title } });
  const made = async (board: BoardRow, title: string) => {
    const answer = await create(board, title);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return v3Data<Section>(answer);
  };
  const titles = async (board: BoardRow) => v3Data<Section[]>(await call(`/v3/boards/${board.id}/sections/?page_size=100`, { cookie: owner.token })).map((s) => s.title);
  let boardCount = 0;
  const newBoard = (values: Partial<BoardRow> = {}) => {
    boardCount += 1;
    return makeBoard(storage.db, owner.row, { name: `Board ${boardCount}`, slug: `board-${boardCount}`, isCollaborative: true, ...values });
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    owner = await signUp(server, storage, 'sec_owner');
    collaborator = await signUp(server, storage, 'sec_collab');
    other = await signUp(server, storage, 'sec_other');
    blocked = await signUp(server, storage, 'sec_blocked');
    await storage.db.insert(blocks).values({ blockerId: owner.row.id, blockedId: blocked.row.id });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('makes a section last on the board: trimmed title, free slug, 201 with its url, count and cover', async () => {
    const board = await newBoard();
    const first = await create(board, '  Soups  ');
    expect(first.status).toBe(201);
    expect(first.body.resource_response.http_status).toBe(201);
    expect(v3Data(first)).toEqual({
      id: expect.any(String), node_type: 'boardsection', title: 'Soups', slug: 'soups', url: `/sec_owner/${board.slug}/soups/`,
      board_id: String(board.id), pin_count: 0, cover_images: null, position: 0,
    });
    expect(await made(board, 'Soups!')).toMatchObject({ title: 'Soups!', slug: 'soups-2', position: 1 });
    expect(await made(board, '!!!')).toMatchObject({ slug: 'section', position: 2 });
    expect(await made(board, 'Board')).toMatchObject({ slug: 'board' });
  });

  it('takes titles of 50 characters and refuses 51, blank, missing and one the board has whatever its case', async () => {
    const board = await newBoard();
    expect((await made(board, 'a'.repeat(50))).title).toBe('a'.repeat(50));
    const refusals: [unknown, number, string, string][] = [
      ['b'.repeat(51), 400, 'invalid_parameter', 'A section name can be at most 50 characters.'],
      ['   ', 400, 'invalid_parameter', 'Please give your section a name.'],
      [undefined, 400, 'invalid_parameter', 'Please give your section a name.'],
      [7, 400, 'invalid_parameter', 'title must be a string.'],
      ['A'.repeat(50), 409, 'taken', 'This board already has a section with that name.'],
    ];
    for (const [title, status, code, message] of refusals) {
      const answer = await create(board, title);
      expect(answer.status, String(title)).toBe(status);
      expect(v3Error(answer)).toEqual({ code, message, param: 'title' });
    }
    expect(await titles(board)).toEqual(['a'.repeat(50)]);
    // Another board may use the title.
    expect((await made(await newBoard(), 'A'.repeat(50))).title).toBe('A'.repeat(50));
  });

  it('lists sections by position then id, paged (page_size 100 goes, 101 is a 400), with pin counts and covers', async () => {
    const board = await newBoard();
    const elsewhere = await makeBoard(storage.db, other.row, { name: 'Theirs', slug: 'theirs' });
    const [a, b, c] = [await made(board, 'A'), await made(board, 'B'), await made(board, 'C')];
    const inA = await makePin(storage.db, board, { sectionId: Number(a!.id), createdAt: new Date('2026-01-01T00:00:00Z'), imageWidth: 500, imageHeight: 250 });
    await makePin(storage.db, board, { sectionId: Number(a!.id), deletedAt: new Date() });
    const savedIn = await makePin(storage.db, elsewhere, { createdAt: new Date('2025-01-01T00:00:00Z'), dominantColor: '#ff0000' });
    await storage.db.insert(saves).values({ pinId: savedIn.id, boardId: board.id, userId: owner.row.id, sectionId: Number(a!.id), createdAt: new Date('2026-02-01T00:00:00Z') });
    // A save of a pin pinned to the same board is hidden and does not count.
    await storage.db.insert(saves).values({ pinId: inA.id, boardId: board.id, userId: owner.row.id, sectionId: Number(b!.id) });
    await storage.db.update(boardSections).set({ position: 0 }).where(inArray(boardSections.id, [Number(b!.id), Number(c!.id)]));
    await storage.db.update(boardSections).set({ position: 1 }).where(eq(boardSections.id, Number(a!.id)));

    const all = await call(`/v3/boards/${board.id}/sections/?page_size=100`, { cookie: other.token });
    expect(all.status).toBe(200);
    expect(all.body.resource_response.bookmark).toBe('-end-');
    const list = v3Data<Section[]>(all);
    expect(list.map((s) => [s.title, s.pin_count, s.position])).toEqual([['B', 0, 0], ['C', 0, 0], ['A', 2, 1]]);
    expect(list[2]!.cover_images).toEqual({ '236x': { url: expect.stringContaining(savedIn.imageSignature), width: 236, height: 354, dominant_color: '#ff0000' } });
    expect(list[0]!.cover_images).toBeNull();

    const over = await call(`/v3/boards/${board.id}/sections/?page_size=101`);
    expect(over.status).toBe(400);
    expect(v3Error(over)?.param).toBe('page_size');

    const seen: string[] = [];
    let bookmark = '';
    for (let page = 0; page < 3; page += 1) {
      const answer = await call(`/v3/boards/${board.id}/sections/?page_size=1${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ''}`);
      seen.push(...v3Data<Section[]>(answer).map((s) => s.title));
      bookmark = answer.body.resource_response.bookmark!;
    }
    expect(seen).toEqual(['B', 'C', 'A']);
    expect(bookmark).toBe('-end-');
    // Default page size 25.
    for (let i = 0; i < 24; i += 1) await storage.db.insert(boardSections).values({ boardId: board.id, title: `More ${i}`, slug: `more-${i}`, position: 10 + i });
    const page = await call(`/v3/boards/${board.id}/sections/`);
    expect(v3Data<Section[]>(page)).toHaveLength(25);
    expect(page.body.resource_response.bookmark).not.toBe('-end-');
  });

  it('reads a section by id and by path as its board is readable: a secret board or a block makes it 404', async () => {
    const board = await newBoard({ privacy: 'protected' });
    const secret = await newBoard({ privacy: 'secret' });
    await storage.db.insert(boardCollaborators).values({ boardId: secret.id, userId: collaborator.row.id, status: 'accepted' });
    const open = await made(board, 'Open');
    const hidden = await made(secret, 'Hidden');
    const byPath = (b: BoardRow, slug: string) => `/v3/users/sec_owner/boards/${b.slug}/sections/${slug}/`;

    expect(v3Data(await call(`/v3/board_sections/${open.id}/`))).toEqual(open);
    expect(v3Data(await call(byPath(board, 'open')))).toEqual(open);
    expect(v3Data(await call(`/v3/board_sections/${hidden.id}/`, { cookie: collaborator.token }))).toEqual(hidden);
    expect(v3Data(await call(byPath(secret, 'hidden'), { cookie: collaborator.token }))).toEqual(hidden);
    for (const [url, token] of [
      [`/v3/board_sections/${hidden.id}/`, other.token],
      [`/v3/board_sections/${hidden.id}/`, undefined],
      [byPath(secret, 'hidden'), other.token],
      [`/v3/board_sections/${open.id}/`, blocked.token],
      [byPath(board, 'open'), blocked.token],
      [byPath(board, 'nothing'), owner.token],
      [`/v3/board_sections/999999/`, owner.token],
      [`/v3/board_sections/${hidden.id}/pins/`, other.token],
    ] as const) {
      const answer = await call(url, { cookie: token });
      expect(answer.status, url).toBe(404);
      expect(v3Error(answer)?.code).toBe('not_found');
    }
    const bad = await call(`/v3/users/sec_owner/boards/${board.slug}/sections/a%2Fb/`);
    expect(bad.status).toBe(400);
    expect(v3Error(bad)?.param).toBe('section_slug');
  });

  it('renames a section (new slug and url); 50/51 characters, taken and unchanged titles', async () => {
    const board = await newBoard();
    const soups = await made(board, 'Soups');
    await made(board, 'Salads');
    const rename = (title: unknown, who = owner) => call(`/v3/board_sections/${soups.id}/`, { method: 'PUT', cookie: who.token, body: { title } });
    // Not yet a collaborator: refused, naming the section.
    const refused = await rename(' Stews ', collaborator);
    expect(refused.status).toBe(403);
    expect(v3Error(refused)).toEqual({ code: 'forbidden', param: 'section_id', message: "You can't change this board." });
    await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: collaborator.row.id, status: 'accepted' });
    const renamed = await rename(' Stews ', collaborator);
    expect(renamed.status).toBe(200);
    expect(v3Data(renamed)).toMatchObject({ id: soups.id, title: 'Stews', slug: 'stews', url: `/sec_owner/${board.slug}/stews/` });
    expect((await call(`/v3/users/sec_owner/boards/${board.slug}/sections/soups/`)).status).toBe(404);
    expect(v3Data(await rename('s'.repeat(50)))).toMatchObject({ title: 's'.repeat(50) });
    expect(v3Error(await rename('s'.repeat(51)))).toEqual({ code: 'invalid_parameter', param: 'title', message: 'A section name can be at most 50 characters.' });
    expect(v3Error(await rename('SALADS'))).toEqual({ code: 'taken', param: 'title', message: 'This board already has a section with that name.' });
    // Its own title in another case is no clash.
    expect(v3Data(await rename('S'.repeat(50)))).toMatchObject({ title: 'S'.repeat(50), slug: 's'.repeat(50) });
    expect(v3Data(await rename('S'.repeat(50)))).toMatchObject({ title: 'S'.repeat(50), slug: 's'.repeat(50) });
  });

  it('reorders: after another section, first with null; itself, another board’s section and a missing field are 400s', async () => {
    const board = await newBoard();
    const [a, b, c] = [await made(board, 'A'), await made(board, 'B'), await made(board, 'C')];
    const move = (id: string, body: unknown) => call(`/v3/board_sections/${id}/position/`, { method: 'PUT', cookie: owner.token, body });
    const moved = await move(c.id, { after_section_id: null });
    expect(v3Data(moved)).toMatchObject({ id: c.id, title: 'C', position: 0 });
    expect(await titles(board)).toEqual(['C', 'A', 'B']);
    expect(v3Data(await move(c.id, { after_section_id: b.id }))).toMatchObject({ position: 2 });
    expect(await titles(board)).toEqual(['A', 'B', 'C']);
    expect(v3Data(await move(a.id, { after_section_id: Number(b.id) }))).toMatchObject({ position: 1 });
    expect(await titles(board)).toEqual(['B', 'A', 'C']);
    const positions = await storage.db.select({ p: boardSections.position }).from(boardSections).where(eq(boardSections.boardId, board.id)).orderBy(boardSections.position);
    expect(positions.map((r) => r.p)).toEqual([0, 1, 2]);
    const foreign = await made(await newBoard(), 'Elsewhere');
    for (const [body, message] of [
      [{ after_section_id: a.id }, 'A section cannot go after itself.'],
      [{ after_section_id: foreign.id }, `Section ${foreign.id} is not a section of board ${board.id}.`],
      [{}, 'after_section_id is required: a section id, or null to put it first.'],
      [{ after_section_id: 'x' }, 'after_section_id must be a numeric id, got "x"'],
    ] as const) {
      const answer = await move(a.id, body);
      expect(answer.status).toBe(400);
      expect(v3Error(answer)).toEqual({ code: 'invalid_parameter', param: 'after_section_id', message });
    }
    expect(await titles(board)).toEqual(['B', 'A', 'C']);
  });

  it('deletes a section keeping its pins on the board (default), or with them: saves deleted, pins soft-deleted', async () => {
    const board = await newBoard();
    const elsewhere = await makeBoard(storage.db, other.row, { name: 'Source', slug: 'source' });
    const keep = await made(board, 'Keep');
    const drop = await made(board, 'Drop');
    const contents = async (sectionId: string) => {
      const pinned = await makePin(storage.db, board, { sectionId: Number(sectionId) });
      const source = await makePin(storage.db, elsewhere);
      const [save] = await storage.db.insert(saves).values({ pinId: source.id, boardId: board.id, userId: owner.row.id, sectionId: Number(sectionId) }).returning();
      return { pinned, save: save! };
    };
    const kept = await contents(keep.id);
    const dropped = await contents(drop.id);
    const outside = await makePin(storage.db, board);

    const bad = await call(`/v3/board_sections/${keep.id}/?pins=maybe`, { method: 'DELETE', cookie: owner.token });
    expect(bad.status).toBe(400);
    expect(v3Error(bad)).toMatchObject({ param: 'pins', message: 'pins must be one of keep, delete, got "maybe"' });

    const kept1 = await call(`/v3/board_sections/${keep.id}/`, { method: 'DELETE', cookie: owner.token });
    expect(v3Data(kept1)).toEqual({ id: keep.id, deleted: 'section', pins: 'keep' });
    const [pinAfter] = await storage.db.select().from(pins).where(eq(pins.id, kept.pinned.id));
    expect(pinAfter).toMatchObject({ sectionId: null, deletedAt: null, boardId: board.id });
    expect((await storage.db.select().from(saves).where(eq(saves.id, kept.save.id)))[0]).toMatchObject({ sectionId: null, boardId: board.id });

    // The body wins over the query.
    const gone = await call(`/v3/board_sections/${drop.id}/?pins=keep`, { method: 'DELETE', cookie: owner.token, body: { pins: 'delete' } });
    expect(v3Data(gone)).toEqual({ id: drop.id, deleted: 'section', pins: 'delete' });
    expect((await storage.db.select().from(pins).where(eq(pins.id, dropped.pinned.id)))[0]!.deletedAt).not.toBeNull();
    expect(await storage.db.select().from(saves).where(eq(saves.id, dropped.save.id))).toEqual([]);
    expect((await storage.db.select().from(pins).where(eq(pins.id, outside.id)))[0]!.deletedAt).toBeNull();
    expect(await storage.db.select().from(boardSections).where(eq(boardSections.boardId, board.id))).toEqual([]);

    const pinIds = v3Data<{ id: string }[]>(await call(`/v3/boards/${board.id}/pins/`, { cookie: owner.token })).map((p) => Number(p.id)).sort();
    expect(pinIds).toEqual([kept.pinned.id, kept.save.pinId, outside.id].sort());
    expect((await call(`/v3/board_sections/${drop.id}/`, { method: 'DELETE', cookie: owner.token })).status).toBe(404);
  });

  it("pages a section's pins (pinned and saved, newest first) as the board's pins, bookmarks bound to the section", async () => {
    const board = await newBoard();
    const source = await makeBoard(storage.db, other.row, { name: 'Feed', slug: 'feed' });
    const section = await made(board, 'Mine');
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    const p1 = await makePin(storage.db, board, { sectionId: Number(section.id), createdAt: at(1) });
    const p2 = await makePin(storage.db, board, { sectionId: Number(section.id), createdAt: at(3) });
    await makePin(storage.db, board, { createdAt: at(4) });
    const s1 = await makePin(storage.db, source);
    await storage.db.insert(saves).values({ pinId: s1.id, boardId: board.id, userId: owner.row.id, sectionId: Number(section.id), createdAt: at(2) });
    const s2 = await makePin(storage.db, source);
    await makeSave(storage.db, s2, board, owner.row, at(5));
    // Same instant as p2: the save comes first.
    const s3 = await makePin(storage.db, source);
    await storage.db.insert(saves).values({ pinId: s3.id, boardId: board.id, userId: owner.row.id, sectionId: Number(section.id), createdAt: at(3) });

    const url = `/v3/board_sections/${section.id}/pins/`;
    const ids = (answer: Awaited<ReturnType<typeof call>>) => v3Data<{ id: string }[]>(answer).map((p) => Number(p.id));
    expect(ids(await call(`${url}?page_size=100`))).toEqual([s3.id, p2.id, s1.id, p1.id]);
    expect((await call(`${url}?page_size=101`)).status).toBe(400);
    const seen: number[] = [];
    let bookmark = '';
    do {
      const answer = await call(`${url}?page_size=1&field_set_key=grid${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ''}`);
      expect(answer.status).toBe(200);
      seen.push(...ids(answer));
      bookmark = answer.body.resource_response.bookmark!;
    } while (bookmark !== '-end-' && seen.length < 10);
    expect(seen).toEqual([s3.id, p2.id, s1.id, p1.id]);
    const sectionBookmark = (await call(`${url}?page_size=1`)).body.resource_response.bookmark!;
    const onBoard = await call(`/v3/boards/${board.id}/pins/?bookmark=${encodeURIComponent(sectionBookmark)}`);
    expect(onBoard.status).toBe(400);
    expect(v3Error(onBoard)?.param).toBe('bookmark');
    // A pin by someone blocked either way is left out for the viewer.
    const theirs = await makePin(storage.db, board, { sectionId: Number(section.id), pinnerId: blocked.row.id, createdAt: at(9) });
    expect(ids(await call(url, { cookie: owner.token }))).not.toContain(theirs.id);
    expect(ids(await call(url))).toContain(theirs.id);
  });

  it("reads a section's page from the section's feed indexes, never the board's", async () => {
    const board = await newBoard();
    const source = await makeBoard(storage.db, other.row, { name: 'Many', slug: 'many' });
    const section = await made(board, 'Few');
    await storage.db.execute(sql`insert into ${pins} (pinner_id, board_id, image_signature, image_width, image_height, dominant_color, created_at)
      select ${other.row.id}, ${source.id}, md5(g::text), 100, 100, '#123456', now() - g * interval '1 minute' from generate_series(1, 3000) g`);
    await storage.db.execute(sql`insert into ${saves} (pin_id, board_id, user_id, created_at) select id, ${board.id}, ${owner.row.id}, created_at from ${pins} where board_id = ${source.id}`);
    await storage.db.execute(sql`insert into ${pins} (pinner_id, board_id, image_signature, image_width, image_height, dominant_color)
      select ${owner.row.id}, ${board.id}, md5(g::text), 100, 100, '#123456' from generate_series(1, 3000) g`);
    await storage.db.execute(sql`update ${saves} set section_id = ${Number(section.id)} where id in (select id from ${saves} where board_id = ${board.id} limit 20)`);
    await storage.db.execute(sql`update ${pins} set section_id = ${Number(section.id)} where id in (select id from ${pins} where board_id = ${board.id} limit 20)`);
    await storage.db.execute(sql`analyze`);

    const plan = async (query: { getSQL(): unknown }) => {
      const result = (await storage.db.execute(sql`explain ${query}`)) as unknown as Record<string, string>[] | { rows: Record<string, string>[] };
      return (Array.isArray(result) ? result : result.rows).map((r) => Object.values(r).join(' ')).join('\n');
    };
    const viewer = { userId: owner.row.id };
    for (const position of [null, ['2026-01-01T00:00:00.000000Z', 1, 1_000_000_000] as const]) {
      const q = { scope: { boardId: board.id, sectionId: Number(section.id) }, limit: 26, position };
      const pinned = await plan(pinnedQuery(storage.db, viewer, q));
      const saved = await plan(savedQuery(storage.db, viewer, q));
      expect(pinned).toContain('pins_section_feed_idx');
      expect(pinned).not.toMatch(/Seq Scan on pins|pins_board/);
      expect(saved).toContain('saves_section_feed_idx');
      expect(saved).not.toMatch(/Seq Scan on saves|saves_board_feed_idx/);
    }
    const answer = await call(`/v3/board_sections/${section.id}/pins/?page_size=100`, { cookie: owner.token });
    expect(v3Data<unknown[]>(answer)).toHaveLength(40);
  });
});
