import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { boardCollaborators, boards, boardSections, follows, interests, pins, saves, type BoardRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave, makeSection } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';

interface Board {
  id: string;
  name: string;
  url: string;
  description: string;
  privacy: string;
  layout: string;
  archived: boolean;
  has_cover_pin: boolean;
  topic: { id: string; name: string; url_name: string } | null;
  custom_order: number;
}

describe.each(backends())('v3 board edit, archive, delete, order and list options on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ada: Member;
  let bob: Member;
  let cat: Member;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const put = (m: Member, id: number | string, body: unknown) => call(`/v3/boards/${id}/`, { method: 'PUT', cookie: m.token, body });
  const rowOf = async (id: number | string): Promise<BoardRow | undefined> =>
    (await storage.db.select().from(boards).where(eq(boards.id, Number(id))))[0];
  const board = (m: Member, values: Parameters<typeof makeBoard>[2] = {}) => makeBoard(storage.db, m.row, values);
  const names = async (username: string, query: string, cookie?: string) => {
    const answer = await call(`/v3/users/${username}/boards/?${query}`, { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return v3Data<Board[]>(answer).map((b) => b.name);
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    ada = await signUp(server, storage, 'ada_edit');
    bob = await signUp(server, storage, 'bob_edit');
    cat = await signUp(server, storage, 'cat_edit');
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe('PUT /v3/boards/{id}/', () => {
    it('renames with a trimmed name and a new slug, answering as GET /v3/boards/{id}/', async () => {
      const garden = await board(ada, { name: 'Garden', slug: 'garden' });
      const renamed = await put(ada, garden.id, { name: '  Vegetable patch  ' });
      expect(renamed.status).toBe(200);
      const answer = v3Data<Board>(renamed);
      expect(answer).toMatchObject({ name: 'Vegetable patch', url: '/ada_edit/vegetable-patch/' });
      expect(v3Data(await call(`/v3/boards/${garden.id}/`, { cookie: ada.token }))).toEqual(answer);
      expect((await call('/v3/users/ada_edit/boards/garden/')).status).toBe(404);
      expect((await call('/v3/users/ada_edit/boards/vegetable-patch/')).status).toBe(200);
    });

    it('keeps the slug when the new name has the same one, and takes a free one when it is used', async () => {
      const kept = await board(ada, { name: 'Tea time', slug: 'tea-time' });
      expect(v3Data<Board>(await put(ada, kept.id, { name: 'Tea Time!' }))).toMatchObject({ name: 'Tea Time!', url: '/ada_edit/tea-time/' });
      const other = await board(ada, { name: 'Coffee', slug: 'coffee' });
      expect(v3Data<Board>(await put(ada, other.id, { name: 'Tea: time' }))).toMatchObject({ url: '/ada_edit/tea-time-2/' });
      // Its own slug does not count as taken: renaming it to the name of its slug keeps it.
      expect(v3Data<Board>(await put(ada, other.id, { name: 'Tea time 2' }))).toMatchObject({ url: '/ada_edit/tea-time-2/' });
    });

    it('refuses a name another board of the owner has, whatever its case, with 409 naming `name`, and changes nothing', async () => {
      await board(ada, { name: 'Recipes', slug: 'recipes' });
      const soups = await board(ada, { name: 'Soups', slug: 'soups' });
      for (const name of ['Recipes', ' rECIPES ']) {
        const taken = await put(ada, soups.id, { name, description: 'changed' });
        expect(taken.status).toBe(409);
        expect(v3Error(taken)).toMatchObject({ code: 'taken', param: 'name', message: 'You already have a board with that name.' });
      }
      expect(await rowOf(soups.id)).toEqual(soups);
      // Another owner's board may have it; a case change of its own name is no clash.
      const bobs = await board(bob, { name: 'Soups', slug: 'soups' });
      expect((await put(bob, bobs.id, { name: 'Recipes' })).status).toBe(200);
      expect(v3Data<Board>(await put(ada, soups.id, { name: 'SOUPS' }))).toMatchObject({ name: 'SOUPS', url: '/ada_edit/soups/' });
    });

    it('takes a name of 50 characters and refuses 51 or a blank one, naming `name`', async () => {
      const b = await board(ada);
      expect(v3Data<Board>(await put(ada, b.id, { name: 'n'.repeat(50) })).name).toBe('n'.repeat(50));
      const long = await put(ada, b.id, { name: 'm'.repeat(51) });
      expect(long.status).toBe(400);
      expect(v3Error(long)).toMatchObject({ param: 'name', message: 'A board name can be at most 50 characters.' });
      const blank = await put(ada, b.id, { name: '   ' });
      expect(blank.status).toBe(400);
      expect(v3Error(blank)).toMatchObject({ param: 'name', message: 'Please give your board a name.' });
      expect((await rowOf(b.id))!.name).toBe('n'.repeat(50));
    });

    it('takes a trimmed description of 500 characters and refuses 501, naming `description`', async () => {
      const b = await board(ada);
      expect(v3Data<Board>(await put(ada, b.id, { description: ` ${'d'.repeat(500)} ` })).description).toBe('d'.repeat(500));
      const long = await put(ada, b.id, { description: 'e'.repeat(501) });
      expect(long.status).toBe(400);
      expect(v3Error(long)).toMatchObject({ param: 'description', message: 'A board description can be at most 500 characters.' });
      expect((await rowOf(b.id))!.description).toBe('d'.repeat(500));
      expect(v3Data<Board>(await put(ada, b.id, { description: '' })).description).toBe('');
    });

    it('changes privacy and layout; an unknown value is a 400 naming the field', async () => {
      const b = await board(ada);
      expect(v3Data<Board>(await put(ada, b.id, { privacy: 'secret', layout: 'custom' }))).toMatchObject({ privacy: 'secret', layout: 'custom' });
      expect(v3Data<Board>(await put(ada, b.id, { privacy: 'protected', layout: 'default' }))).toMatchObject({ privacy: 'protected', layout: 'default' });
      const badPrivacy = await put(ada, b.id, { privacy: 'friends' });
      expect(badPrivacy.status).toBe(400);
      expect(v3Error(badPrivacy)).toMatchObject({ param: 'privacy', message: 'privacy must be one of public, protected, secret.' });
      const badLayout = await put(ada, b.id, { layout: 'quick_saves' });
      expect(badLayout.status).toBe(400);
      expect(v3Error(badLayout)).toMatchObject({ param: 'layout', message: 'layout must be one of default, custom.' });
    });

    it('keeps a Quick Saves board quick_saves (400 naming `layout`), while its name and privacy may change', async () => {
      const quick = await board(ada, { name: 'Quick Saves', layout: 'quick_saves' });
      const changed = await put(ada, quick.id, { layout: 'default' });
      expect(changed.status).toBe(400);
      expect(v3Error(changed)).toMatchObject({ param: 'layout', message: 'The Quick Saves board keeps its layout.' });
      expect(v3Data<Board>(await put(ada, quick.id, { name: 'All my saves', privacy: 'secret' }))).toMatchObject({ layout: 'quick_saves', privacy: 'secret' });
    });

    it('sets the cover to a pin the board shows, pinned or saved, clears it with null or an empty string, and refuses others', async () => {
      const b = await board(ada);
      const elsewhere = await board(bob);
      const pinned = await makePin(storage.db, b);
      const foreign = await makePin(storage.db, elsewhere);
      await makeSave(storage.db, foreign, b, ada.row);
      const stranger = await makePin(storage.db, elsewhere);
      const gone = await makePin(storage.db, b, { deletedAt: new Date() });
      for (const id of [pinned.id, String(foreign.id)]) {
        const set = await put(ada, b.id, { cover_pin_id: id });
        expect(set.status).toBe(200);
        expect(v3Data<Board>(set).has_cover_pin).toBe(true);
        expect((await rowOf(b.id))!.coverPinId).toBe(Number(id));
      }
      for (const id of [stranger.id, gone.id, 999999]) {
        const refused = await put(ada, b.id, { cover_pin_id: id });
        expect(refused.status).toBe(400);
        expect(v3Error(refused)).toMatchObject({ param: 'cover_pin_id', message: 'The cover must be a Pin on this board.' });
      }
      const bad = await put(ada, b.id, { cover_pin_id: 'abc' });
      expect(bad.status).toBe(400);
      expect(v3Error(bad)?.param).toBe('cover_pin_id');
      expect((await rowOf(b.id))!.coverPinId).toBe(foreign.id);
      for (const clear of [null, '']) {
        await put(ada, b.id, { cover_pin_id: pinned.id });
        const cleared = await put(ada, b.id, { cover_pin_id: clear });
        expect(v3Data<Board>(cleared).has_cover_pin).toBe(false);
        expect((await rowOf(b.id))!.coverPinId).toBeNull();
      }
    });

    it('sets the topic to an interest, answers it as {id, name, url_name}, clears it, and refuses an unknown one', async () => {
      const [knit] = await storage.db.insert(interests).values({ name: 'Knitting', urlName: 'knitting_edit' }).returning();
      const b = await board(ada);
      expect(v3Data<Board>(await call(`/v3/boards/${b.id}/`)).topic).toBeNull();
      const set = v3Data<Board>(await put(ada, b.id, { interest_id: String(knit!.id) }));
      expect(set.topic).toEqual({ id: String(knit!.id), name: 'Knitting', url_name: 'knitting_edit' });
      expect(v3Data<Board>(await call(`/v3/boards/${b.id}/`)).topic).toEqual(set.topic);
      const unknown = await put(ada, b.id, { interest_id: 987654 });
      expect(unknown.status).toBe(400);
      expect(v3Error(unknown)).toMatchObject({ param: 'interest_id', message: 'There is no topic 987654.' });
      expect((await rowOf(b.id))!.interestId).toBe(knit!.id);
      expect(v3Data<Board>(await put(ada, b.id, { interest_id: '' })).topic).toBeNull();
      await put(ada, b.id, { interest_id: knit!.id });
      expect(v3Data<Board>(await put(ada, b.id, { interest_id: null })).topic).toBeNull();
    });

    it('wants at least one field, and a JSON object', async () => {
      const b = await board(ada);
      for (const body of [{}, { unknown: 1 }, undefined]) {
        const empty = await put(ada, b.id, body);
        expect(empty.status).toBe(400);
        expect(v3Error(empty)).toMatchObject({ code: 'invalid_body', message: 'Give at least one of name, description, privacy, cover_pin_id, interest_id, layout, collaborators_can_invite.' });
      }
      expect((await put(ada, b.id, [1])).status).toBe(400);
      expect((await put(ada, 'abc', { name: 'x' })).status).toBe(400);
      expect((await put(ada, 99999999, { name: 'x' })).status).toBe(404);
    });

    it('refuses to edit an archived board (403 naming board_id)', async () => {
      const b = await board(ada, { archived: true });
      const refused = await put(ada, b.id, { name: 'Thawed' });
      expect(refused.status).toBe(403);
      expect(v3Error(refused)).toMatchObject({ code: 'forbidden', param: 'board_id', message: 'This board is archived. Unarchive it to change it.' });
      expect(await rowOf(b.id)).toEqual(b);
    });
  });

  describe('archive', () => {
    it('archives and unarchives (idempotently), answering the board; an archived board still reads by link', async () => {
      const b = await board(ada, { name: 'Old projects' });
      const archived = await call(`/v3/boards/${b.id}/archive/`, { method: 'POST', cookie: ada.token });
      expect(archived.status).toBe(200);
      expect(v3Data<Board>(archived)).toMatchObject({ id: String(b.id), archived: true });
      expect((await call(`/v3/boards/${b.id}/archive/`, { method: 'POST', cookie: ada.token })).status).toBe(200);
      expect(v3Data<Board>(await call(`/v3/boards/${b.id}/`, { cookie: bob.token })).archived).toBe(true);
      const back = await call(`/v3/boards/${b.id}/archive/`, { method: 'DELETE', cookie: ada.token });
      expect(v3Data<Board>(back).archived).toBe(false);
      expect((await rowOf(b.id))!.archived).toBe(false);
    });

    it('never archives the Quick Saves board (400 naming board_id)', async () => {
      const quick = await board(bob, { name: 'Quick Saves', layout: 'quick_saves' });
      const refused = await call(`/v3/boards/${quick.id}/archive/`, { method: 'POST', cookie: bob.token });
      expect(refused.status).toBe(400);
      expect(v3Error(refused)).toMatchObject({ param: 'board_id', message: "The Quick Saves board can't be archived." });
      expect((await rowOf(quick.id))!.archived).toBe(false);
    });
  });

  describe('DELETE /v3/boards/{id}/', () => {
    it('deletes the board with its sections, saves, pins and follows; other boards lose it as a cover', async () => {
      const doomed = await board(ada, { name: 'Doomed', archived: true });
      const kept = await board(bob, { name: 'Kept' });
      const section = await makeSection(storage.db, doomed, 'Part');
      const pinned = await makePin(storage.db, doomed, { sectionId: section.id });
      const foreign = await makePin(storage.db, kept);
      await makeSave(storage.db, foreign, doomed, ada.row);
      // A save of its pin elsewhere goes with the pin; bob's board used that pin as its cover.
      await makeSave(storage.db, pinned, kept, bob.row);
      await storage.db.update(boards).set({ coverPinId: pinned.id }).where(eq(boards.id, kept.id));
      await storage.db.insert(follows).values([
        { followerId: bob.row.id, targetType: 'board', targetId: doomed.id },
        { followerId: bob.row.id, targetType: 'user', targetId: ada.row.id },
      ]);
      const deleted = await call(`/v3/boards/${doomed.id}/`, { method: 'DELETE', cookie: ada.token });
      expect(deleted.status).toBe(200);
      expect(v3Data(deleted)).toEqual({ id: String(doomed.id), deleted: 'board' });
      expect(await rowOf(doomed.id)).toBeUndefined();
      expect(await storage.db.select().from(boardSections).where(eq(boardSections.boardId, doomed.id))).toEqual([]);
      expect(await storage.db.select().from(pins).where(eq(pins.id, pinned.id))).toEqual([]);
      expect(await storage.db.select().from(saves).where(eq(saves.boardId, doomed.id))).toEqual([]);
      expect(await storage.db.select().from(saves).where(eq(saves.pinId, pinned.id))).toEqual([]);
      expect(await storage.db.select().from(follows).where(and(eq(follows.targetType, 'board'), eq(follows.targetId, doomed.id)))).toEqual([]);
      expect(await storage.db.select().from(follows).where(and(eq(follows.targetType, 'user'), eq(follows.targetId, ada.row.id)))).toHaveLength(1);
      expect(await storage.db.select().from(pins).where(eq(pins.id, foreign.id))).toHaveLength(1);
      expect((await rowOf(kept.id))!.coverPinId).toBeNull();
      expect((await call(`/v3/boards/${doomed.id}/`, { cookie: ada.token })).status).toBe(404);
      expect((await call(`/v3/boards/${doomed.id}/`, { method: 'DELETE', cookie: ada.token })).status).toBe(404);
    });
  });

  describe('PUT /v3/boards/{id}/position/', () => {
    it("places a board first or after another of the owner's, renumbering the custom order 0..n-1", async () => {
      const dan = await signUp(server, storage, 'dan_edit');
      const made: BoardRow[] = [];
      for (const [i, name] of ['A', 'B', 'C', 'D'].entries()) made.push(await makeBoard(storage.db, dan.row, { name, customOrder: i * 10 }));
      const id = (name: string) => made.find((m) => m.name === name)!.id;
      const place = (name: string, after: string | null) =>
        call(`/v3/boards/${id(name)}/position/`, { method: 'PUT', cookie: dan.token, body: { after_board_id: after === null ? null : id(after) } });
      const order = () => names('dan_edit', 'sort=custom', dan.token);
      const moved = await place('D', null);
      expect(moved.status).toBe(200);
      expect(v3Data<Board>(moved)).toMatchObject({ name: 'D', custom_order: 0 });
      expect(await order()).toEqual(['D', 'A', 'B', 'C']);
      expect(v3Data<Board>(await place('A', 'C'))).toMatchObject({ custom_order: 3 });
      expect(await order()).toEqual(['D', 'B', 'C', 'A']);
      await place('C', 'D');
      expect(await order()).toEqual(['D', 'C', 'B', 'A']);
      const rows = await storage.db.select().from(boards).where(eq(boards.ownerId, dan.row.id));
      expect(rows.map((r) => [r.name, r.customOrder]).sort()).toEqual([['A', 3], ['B', 2], ['C', 1], ['D', 0]]);
      // Absent means first too; an archived board may move.
      await storage.db.update(boards).set({ archived: true }).where(eq(boards.id, id('B')));
      expect((await call(`/v3/boards/${id('B')}/position/`, { method: 'PUT', cookie: dan.token, body: {} })).status).toBe(200);
      expect(await order()).toEqual(['B', 'D', 'C', 'A']);
    });

    it('wants after_board_id to be another board of the same owner (400 naming it), and changes nothing otherwise', async () => {
      const eve = await signUp(server, storage, 'eve_edit');
      const one = await makeBoard(storage.db, eve.row, { name: 'One', customOrder: 5 });
      const two = await makeBoard(storage.db, eve.row, { name: 'Two', customOrder: 7 });
      const foreign = await board(ada);
      for (const after of [one.id, foreign.id, 99999999]) {
        const refused = await call(`/v3/boards/${one.id}/position/`, { method: 'PUT', cookie: eve.token, body: { after_board_id: after } });
        expect(refused.status).toBe(400);
        expect(v3Error(refused)).toMatchObject({ param: 'after_board_id', message: 'after_board_id must be another board of the same owner.' });
      }
      const bad = await call(`/v3/boards/${one.id}/position/`, { method: 'PUT', cookie: eve.token, body: { after_board_id: 'x' } });
      expect(v3Error(bad)?.param).toBe('after_board_id');
      expect(await rowOf(one.id)).toEqual(one);
      expect(await rowOf(two.id)).toEqual(two);
    });
  });

  describe('GET /v3/users/{username}/boards/ options', () => {
    let fay: Member;
    beforeAll(async () => {
      fay = await signUp(server, storage, 'fay_edit');
      const plain = await makeBoard(storage.db, fay.row, { name: 'Plain' });
      await makePin(storage.db, plain);
      const group = await makeBoard(storage.db, fay.row, { name: 'Group', isCollaborative: true });
      await storage.db.insert(boardCollaborators).values({ boardId: group.id, userId: cat.row.id, status: 'accepted' });
      await makeBoard(storage.db, fay.row, { name: 'Secret', privacy: 'secret' });
      const archived = await makeBoard(storage.db, fay.row, { name: 'Archived', archived: true });
      await storage.db.insert(boardCollaborators).values({ boardId: archived.id, userId: cat.row.id, status: 'accepted' });
      await makeBoard(storage.db, fay.row, { name: 'Archived alone', archived: true });
      const stories = await makeBoard(storage.db, fay.row, { name: 'Stories' });
      await makePin(storage.db, stories, { type: 'story' });
      await makePin(storage.db, stories, { type: 'image', deletedAt: new Date() });
      const mixed = await makeBoard(storage.db, fay.row, { name: 'Mixed' });
      await makePin(storage.db, mixed, { type: 'story' });
      await makePin(storage.db, mixed, { type: 'product' });
      const shop = await makeBoard(storage.db, fay.row, { name: 'Shop' });
      const product = await makePin(storage.db, plain, { type: 'product' });
      await makeSave(storage.db, product, shop, fay.row);
      const quick = await makeBoard(storage.db, fay.row, { name: 'Quick Saves', layout: 'quick_saves' });
      await makeSave(storage.db, product, quick, fay.row);
    });
    const list = (query: string, cookie?: string) => names('fay_edit', `sort=alphabetical&${query}`, cookie);

    it('lists archived boards only to their owner and collaborators', async () => {
      const everything = ['Group', 'Mixed', 'Plain', 'Quick Saves', 'Shop', 'Stories'];
      expect(await list('', fay.token)).toEqual(['Archived', 'Archived alone', ...everything.slice(0, 4), 'Secret', ...everything.slice(4)]);
      expect(await list('')).toEqual(everything);
      expect(await list('', bob.token)).toEqual(everything);
      expect(await list('', cat.token)).toEqual(['Archived', ...everything]);
      expect(await list('include_archived=false', fay.token)).toEqual([...everything.slice(0, 4), 'Secret', ...everything.slice(4)]);
    });

    it('filters GROUP, SECRET and ARCHIVED (ARCHIVED whatever include_archived says); NONE is as without', async () => {
      expect(await list('filter=GROUP', fay.token)).toEqual(['Group']);
      expect(await list('filter=GROUP')).toEqual(['Group']);
      expect(await list('filter=SECRET', fay.token)).toEqual(['Secret']);
      expect(await list('filter=SECRET', bob.token)).toEqual([]);
      expect(await list('filter=ARCHIVED', fay.token)).toEqual(['Archived', 'Archived alone']);
      expect(await list('filter=ARCHIVED&include_archived=false', fay.token)).toEqual(['Archived', 'Archived alone']);
      expect(await list('filter=ARCHIVED', cat.token)).toEqual(['Archived']);
      expect(await list('filter=ARCHIVED')).toEqual([]);
      expect(await list('filter=NONE', bob.token)).toEqual(await list('', bob.token));
      const bad = await call('/v3/users/fay_edit/boards/?filter=group');
      expect(bad.status).toBe(400);
      expect(v3Error(bad)?.param).toBe('filter');
    });

    it('leaves out story-only boards, the Quick Saves board and product-only boards when asked', async () => {
      expect(await list('filter_stories=true')).toEqual(['Group', 'Mixed', 'Plain', 'Quick Saves', 'Shop']);
      expect(await list('filter_all_pins=true')).toEqual(['Group', 'Mixed', 'Plain', 'Shop', 'Stories']);
      expect(await list('filter_shopping_list=true')).toEqual(['Group', 'Mixed', 'Plain', 'Stories']);
      expect(await list('filter_stories=1&filter_all_pins=1&filter_shopping_list=1')).toEqual(['Group', 'Mixed', 'Plain']);
      expect(await list('filter_stories=false&filter_all_pins=0')).toEqual(await list(''));
      const bad = await call('/v3/users/fay_edit/boards/?filter_stories=yes');
      expect(bad.status).toBe(400);
      expect(v3Error(bad)?.param).toBe('filter_stories');
    });

    it('takes page_size up to 100 and refuses 101; a bookmark is bound to every option', async () => {
      expect((await call('/v3/users/fay_edit/boards/?page_size=100')).status).toBe(200);
      const over = await call('/v3/users/fay_edit/boards/?page_size=101');
      expect(over.status).toBe(400);
      expect(v3Error(over)?.param).toBe('page_size');
      const first = await call('/v3/users/fay_edit/boards/?sort=alphabetical&page_size=2');
      const bookmark = encodeURIComponent(first.body.resource_response.bookmark!);
      const next = await call(`/v3/users/fay_edit/boards/?sort=alphabetical&page_size=2&bookmark=${bookmark}`);
      expect(v3Data<Board[]>(next).map((b) => b.name)).toEqual(['Plain', 'Quick Saves']);
      for (const option of ['filter=GROUP', 'filter_stories=true', 'filter_all_pins=true', 'filter_shopping_list=true']) {
        const crossed = await call(`/v3/users/fay_edit/boards/?sort=alphabetical&page_size=2&${option}&bookmark=${bookmark}`);
        expect(crossed.status, option).toBe(400);
      }
    });
  });
});
