/**
 * Create PinResource and pin edit over v3 (issue 16, B2), both backends: POST /v3/pins/ by image_signature and
 * upload_id, carousels and story pins in the seeded shapes, every field's refusal, 'Invalid Image', guid
 * idempotency (also concurrent), board write access and sections, the new pin on its board for a logged-out
 * visitor (public) or not (secret), the rate limit on both sides; PUT /v3/pins/{id}/ by the pinner only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { boardCollaborators, boards, images, pins, sessions, uploads, type BoardRow, type BoardSectionRow } from '../../db/schema.ts';
import { makeBoard, makeSection, signature } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, windowAlignedClock, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { PIN_CREATES_PER_HOUR } from '../session/rate-limit.ts';
import type { V3Pin } from '../types.ts';

interface Img {
  signature: string;
  width: number;
  height: number;
  dominantColor: string;
}

describe.each(backends())('v3 pin create and edit on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let ada: Member;
  let bob: Member;
  let cat: Member;
  let limited: Member;
  let adaBoard: BoardRow;
  let adaOther: BoardRow;
  let adaSecret: BoardRow;
  let adaArchived: BoardRow;
  let adaShared: BoardRow;
  let bobBoard: BoardRow;
  let adaSection: BoardSectionRow;
  let otherSection: BoardSectionRow;
  let bobSection: BoardSectionRow;
  const imgs: Img[] = [];

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const create = (member: Member | undefined, body: Record<string, unknown>) => call('/v3/pins/', { method: 'POST', cookie: member?.token, body });
  const edit = (member: Member | undefined, id: string | number, body: Record<string, unknown>) =>
    call(`/v3/pins/${id}/`, { method: 'PUT', cookie: member?.token, body });
  const img = (i: number): Img => imgs[i]!;
  const basic = (board: BoardRow, extra: Record<string, unknown> = {}) => ({ board_id: String(board.id), image_signature: img(0).signature, ...extra });
  const made = async (member: Member, body: Record<string, unknown>): Promise<V3Pin> => {
    const answer = await create(member, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return v3Data<V3Pin>(answer);
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage, { clock: windowAlignedClock() });
    ada = await signUp(server, storage, 'ada_make');
    bob = await signUp(server, storage, 'bob_make');
    cat = await signUp(server, storage, 'cat_make');
    limited = await signUp(server, storage, 'lim_make');
    await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, limited.row.id));
    adaBoard = await makeBoard(storage.db, ada.row, { name: 'Kitchen', slug: 'kitchen' });
    adaOther = await makeBoard(storage.db, ada.row, { name: 'Garden', slug: 'garden' });
    adaSecret = await makeBoard(storage.db, ada.row, { name: 'Diary', slug: 'diary', privacy: 'secret' });
    adaArchived = await makeBoard(storage.db, ada.row, { name: 'Old', slug: 'old', archived: true });
    adaShared = await makeBoard(storage.db, ada.row, { name: 'Shared', slug: 'shared', isCollaborative: true });
    await storage.db.insert(boardCollaborators).values({ boardId: adaShared.id, userId: cat.row.id, status: 'accepted' });
    bobBoard = await makeBoard(storage.db, bob.row, { name: 'Bikes', slug: 'bikes' });
    adaSection = await makeSection(storage.db, adaBoard, 'Knives');
    otherSection = await makeSection(storage.db, adaOther, 'Roses');
    bobSection = await makeSection(storage.db, bobBoard, 'Wheels');
    for (let i = 0; i < 6; i++) {
      const row = { signature: signature(`make-${i}`), width: 800 + i, height: 1200 - i, dominantColor: `#${String(i).repeat(6)}`, format: 'jpeg', bytes: 1000 + i, ownerId: ada.row.id };
      await storage.db.insert(images).values(row);
      imgs.push(row);
    }
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('makes a pin from an image signature: 201 with the full pin as GET serves it, image fields from the images row', async () => {
    const answer = await create(ada, {
      board_id: String(adaBoard.id),
      section: String(adaSection.id),
      image_signature: img(1).signature,
      title: '  Sharp knives  ',
      description: 'How to keep them\nsharp',
      link: 'https://www.example.com/knives',
      alt_text: 'Three knives on a board',
      method: 'uploaded',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.resource_response.http_status).toBe(201);
    const pin = v3Data<V3Pin>(answer);
    expect(pin).toMatchObject({
      type: 'image',
      title: 'Sharp knives',
      description: 'How to keep them\nsharp',
      link: 'https://www.example.com/knives',
      domain: 'example.com',
      alt_text: 'Three knives on a board',
      image_signature: img(1).signature,
      dominant_color: img(1).dominantColor,
      pinner: { id: String(ada.row.id) },
      board: { id: String(adaBoard.id) },
      pinned_to_board: { id: String(adaBoard.id) },
      section: { id: String(adaSection.id) },
      carousel_data: null,
      story_pin_data: null,
    });
    expect(pin.images.orig).toEqual({ url: `/images/orig/${img(1).signature}.jpg`, width: img(1).width, height: img(1).height, dominant_color: img(1).dominantColor });
    expect(pin.images['236x'].width).toBe(236);
    const read = await call(`/v3/pins/${pin.id}/`, { cookie: ada.token });
    // offsite_url carries a fresh token each time it is served (server/v3/offsite/token.ts).
    expect(v3Data<V3Pin>(read).offsite_url).toMatch(/^\/offsite\/\?token=[\w.-]+&url=/);
    expect({ ...v3Data<V3Pin>(read), aggregated_pin_data: null, offsite_url: null }).toEqual({ ...pin, aggregated_pin_data: null, offsite_url: null });
    const [board] = await storage.db.select().from(boards).where(eq(boards.id, adaBoard.id));
    expect(board?.lastPinnedAt).not.toBeNull();
  });

  it('a pin on a public board shows on the board, in the home feed and to a logged-out visitor; on a secret one to nobody else', async () => {
    const open = await made(ada, basic(adaBoard, { title: 'Open pin' }));
    const secret = await made(ada, basic(adaSecret, { title: 'Secret pin' }));
    const boardPins = v3Data<V3Pin[]>(await call(`/v3/boards/${adaBoard.id}/pins/`));
    expect(boardPins.map((p) => p.id)).toContain(open.id);
    expect((await call(`/v3/pins/${open.id}/`)).status).toBe(200);
    // The home feed (newest first) has the public one for a logged-out visitor, not the secret one.
    const home = v3Data<V3Pin[]>(await call('/v3/feeds/home/?page_size=5')).map((p) => p.id);
    expect(home).toContain(open.id);
    expect(home).not.toContain(secret.id);
    expect((await call(`/v3/pins/${secret.id}/`)).status).toBe(404);
    expect((await call(`/v3/pins/${secret.id}/`, { cookie: bob.token })).status).toBe(404);
    expect((await call(`/v3/boards/${adaSecret.id}/pins/`)).status).toBe(404);
    const own = v3Data<V3Pin[]>(await call(`/v3/boards/${adaSecret.id}/pins/`, { cookie: ada.token }));
    expect(own.map((p) => p.id)).toContain(secret.id);
  });

  it('an accepted collaborator makes pins on the shared board; others cannot, signed out 401, limited 403', async () => {
    const pin = await made(cat, basic(adaShared, { title: 'From cat' }));
    expect(pin.pinner.id).toBe(String(cat.row.id));
    expect(pin.board.id).toBe(String(adaShared.id));
    const refusals = [
      { who: bob, board: adaBoard, status: 403, code: 'forbidden' },
      { who: bob, board: adaSecret, status: 404, code: 'not_found' },
      { who: ada, board: adaArchived, status: 403, code: 'forbidden' },
      { who: undefined, board: adaBoard, status: 401, code: 'unauthenticated' },
      { who: limited, board: adaBoard, status: 403, code: 'limited_login' },
    ];
    for (const { who, board, status, code } of refusals) {
      const answer = await create(who, basic(board));
      expect([answer.status, v3Error(answer)?.code], who?.username ?? 'anonymous').toEqual([status, code]);
    }
    const unknownBoard = await create(ada, { board_id: '987654321', image_signature: img(0).signature });
    expect(unknownBoard.status).toBe(404);
  });

  it('refuses bad fields with a 400 naming each', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ image_signature: img(0).signature }, 'board_id'],
      [basic(adaBoard, { title: 'x'.repeat(101) }), 'title'],
      [basic(adaBoard, { description: 'x'.repeat(501) }), 'description'],
      [basic(adaBoard, { alt_text: 'x'.repeat(501) }), 'alt_text'],
      [basic(adaBoard, { link: 'javascript:alert(1)' }), 'link'],
      [basic(adaBoard, { link: 'ftp://example.com/a.jpg' }), 'link'],
      [basic(adaBoard, { link: 'https://user:pw@example.com/' }), 'link'],
      [basic(adaBoard, { title: 42 }), 'title'],
      [basic(adaBoard, { guid: 'x'.repeat(65) }), 'guid'],
      [basic(adaBoard, { method: 'Drop Table' }), 'method'],
      [basic(adaBoard, { section: String(bobSection.id) }), 'section'],
      [basic(adaBoard, { section: String(otherSection.id) }), 'section'],
      [{ board_id: String(adaBoard.id) }, 'image'],
      [{ board_id: String(adaBoard.id), upload_id: 'abc' }, 'upload_id'],
      [basic(adaBoard, { image_signature: signature('nothing-here') }), 'image_signature'],
      [basic(adaBoard, { image_signature: '../../etc/passwd' }), 'image_signature'],
    ];
    for (const [body, param] of cases) {
      const answer = await create(ada, body);
      expect([answer.status, v3Error(answer)?.param], JSON.stringify(body).slice(0, 120)).toEqual([400, param]);
    }
    expect(v3Error(await create(ada, basic(adaBoard, { title: 'x'.repeat(101) })))?.message).toBe('A title must be at most 100 characters.');
    // 100 and 500 are fine; characters, not bytes.
    const long = await made(ada, basic(adaBoard, { title: 'é'.repeat(100), description: '🍅'.repeat(500), alt_text: 'a'.repeat(500) }));
    expect([...long.title].length).toBe(100);
  });

  it("answers 'Invalid Image' for an image_base64 that is not a string starting with 'data'", async () => {
    for (const value of [123, 'hello', 'aGVsbG8=', { data: 'x' }, ['data:image/png;base64,AAAA'], true]) {
      const answer = await create(ada, { board_id: String(adaBoard.id), image_base64: value });
      expect([answer.status, v3Error(answer)], JSON.stringify(value)).toEqual([400, { message: 'Invalid Image', code: 'invalid_image', param: 'image_base64' }]);
    }
    const malformed = await create(ada, { board_id: String(adaBoard.id), image_base64: 'data:image/png;base64,@@@' });
    expect([malformed.status, v3Error(malformed)?.message]).toEqual([400, 'Invalid Image']);
  });

  it('makes a pin from a succeeded upload of the viewer; refuses others, unfinished, failed and expired ones', async () => {
    // The server's clock is at most an hour behind the real one (windowAlignedClock).
    const slot = (id: string, values: Partial<typeof uploads.$inferInsert>) =>
      storage.db.insert(uploads).values({ id, ownerId: ada.row.id, expiresAt: new Date(Date.now() + 3 * 3_600_000), ...values });
    await slot('aaaaaaaaaaaaaaaaaaaaaaaaaa', { status: 'succeeded', signature: img(2).signature });
    await slot('bbbbbbbbbbbbbbbbbbbbbbbbbb', { status: 'processing' });
    await slot('cccccccccccccccccccccccccc', { status: 'failed', errorCode: 'not_an_image', errorMessage: 'This file is not an image.' });
    await slot('dddddddddddddddddddddddddd', { status: 'registered', expiresAt: new Date(Date.now() - 2 * 3_600_000) });
    await slot('eeeeeeeeeeeeeeeeeeeeeeeeee', { status: 'succeeded', signature: img(3).signature, ownerId: bob.row.id });
    const pin = await made(ada, { board_id: String(adaBoard.id), upload_id: 'aaaaaaaaaaaaaaaaaaaaaaaaaa', title: 'Uploaded' });
    expect([pin.image_signature, pin.images.orig.width, pin.images.orig.height]).toEqual([img(2).signature, img(2).width, img(2).height]);
    const refusals: [string, number, string][] = [
      ['bbbbbbbbbbbbbbbbbbbbbbbbbb', 409, 'upload_not_ready'],
      ['cccccccccccccccccccccccccc', 400, 'upload_failed'],
      ['dddddddddddddddddddddddddd', 400, 'upload_failed'],
      ['eeeeeeeeeeeeeeeeeeeeeeeeee', 400, 'invalid_parameter'],
      ['ffffffffffffffffffffffffff', 400, 'invalid_parameter'],
    ];
    for (const [id, status, code] of refusals) {
      const answer = await create(ada, { board_id: String(adaBoard.id), upload_id: id });
      expect([answer.status, v3Error(answer)?.code, v3Error(answer)?.param], id).toEqual([status, code, 'upload_id']);
    }
    expect(v3Error(await create(ada, { board_id: String(adaBoard.id), upload_id: 'cccccccccccccccccccccccccc' }))?.message).toContain('This file is not an image.');
    const twoSources = await create(ada, basic(adaBoard, { upload_id: 'aaaaaaaaaaaaaaaaaaaaaaaaaa' }));
    expect(twoSources.status).toBe(400);
  });

  it('makes a carousel pin of 2–5 slots in the seeded carousel_data shape', async () => {
    const slots = [0, 1, 2].map((i) => ({ image_signature: img(i).signature, title: `Slot ${i}`, details: `Details ${i}`, link: `https://shop.example.com/${i}` }));
    const pin = await made(ada, { board_id: String(adaBoard.id), title: 'Three', carousel_slots: slots });
    expect(pin.type).toBe('carousel');
    expect(pin.image_signature).toBe(img(0).signature);
    expect(pin.carousel_data?.index).toBe(0);
    expect(pin.carousel_data?.carousel_slots.map((s) => [s.title, s.details, s.link, s.image_signature, s.images['236x']?.url])).toEqual(
      [0, 1, 2].map((i) => [`Slot ${i}`, `Details ${i}`, `https://shop.example.com/${i}`, img(i).signature, `/images/236x/${img(i).signature}.jpg`]),
    );
    const [row] = await storage.db.select().from(pins).where(eq(pins.id, Number(pin.id)));
    const stored = row?.carouselData as { carousel_slots: Record<string, unknown>[] };
    expect(Object.keys(stored.carousel_slots[0]!).sort()).toEqual(['details', 'dominant_color', 'height', 'image_signature', 'link', 'slot_id', 'title', 'width']);
    expect(stored.carousel_slots[1]).toMatchObject({ width: img(1).width, height: img(1).height, dominant_color: img(1).dominantColor });
    for (const [count, ok] of [[1, false], [2, true], [5, true], [6, false]] as const) {
      const answer = await create(ada, { board_id: String(adaBoard.id), carousel_slots: imgs.slice(0, count).map((m) => ({ image_signature: m.signature })) });
      expect(answer.status, `${count} slots`).toBe(ok ? 201 : 400);
      if (!ok) expect(v3Error(answer)?.param).toBe('carousel_slots');
    }
    const badSlot = await create(ada, { board_id: String(adaBoard.id), carousel_slots: [{ image_signature: img(0).signature }, { title: 'no image' }] });
    expect([badSlot.status, v3Error(badSlot)?.param]).toEqual([400, 'carousel_slots[1].upload_id']);
    const badLink = await create(ada, { board_id: String(adaBoard.id), carousel_slots: [{ image_signature: img(0).signature }, { image_signature: img(1).signature, link: 'nope' }] });
    expect([badLink.status, v3Error(badLink)?.param]).toEqual([400, 'carousel_slots[1].link']);
  });

  it('makes a story (idea) pin of pages in the seeded story_pin_data shape', async () => {
    const pages = [
      { image_signature: img(3).signature, blocks: [{ type: 'heading', text: 'Step one' }, { type: 'paragraph', text: 'Chop.\nThen stir.' }] },
      { image_signature: img(4).signature, blocks: [] },
    ];
    const pin = await made(ada, { board_id: String(adaBoard.id), title: 'Soup in two steps', story_pages: pages });
    expect(pin.type).toBe('story');
    expect(pin.image_signature).toBe(img(3).signature);
    expect(pin.story_pin_data_id).toBe(pin.id);
    const story = pin.story_pin_data as { static_page_count: number; total_video_duration: number; is_deleted: boolean; metadata: { pin_title: string }; pages: { blocks: Record<string, unknown>[] }[] };
    expect(story).toMatchObject({ static_page_count: 2, total_video_duration: 0, is_deleted: false, metadata: { pin_title: 'Soup in two steps' } });
    expect(story.pages[0]!.blocks).toEqual([
      { block_type: 'image', image_signature: img(3).signature, width: img(3).width, height: img(3).height, dominant_color: img(3).dominantColor },
      { block_type: 'text', text_style: 'heading', text: 'Step one' },
      { block_type: 'text', text_style: 'paragraph', text: 'Chop.\nThen stir.' },
    ]);
    expect(story.pages[1]!.blocks).toHaveLength(1);
    const refusals: [unknown, string][] = [
      [[], 'story_pages'],
      [Array.from({ length: 21 }, () => ({ image_signature: img(0).signature })), 'story_pages'],
      [[{ image_signature: img(0).signature, blocks: [{ type: 'video', text: 'x' }] }], 'story_pages[0].blocks[0].type'],
      [[{ image_signature: img(0).signature, blocks: [{ type: 'heading', text: 'x'.repeat(101) }] }], 'story_pages[0].blocks[0].text'],
      [[{ blocks: [] }], 'story_pages[0].upload_id'],
    ];
    for (const [value, param] of refusals) {
      const answer = await create(ada, { board_id: String(adaBoard.id), story_pages: value });
      expect([answer.status, v3Error(answer)?.param], param).toEqual([400, param]);
    }
  });

  it('a guid sent again by the same pinner answers the first pin (200); another pinner gets their own', async () => {
    const first = await create(ada, basic(adaBoard, { guid: 'draft-1', title: 'First' }));
    expect(first.status).toBe(201);
    const again = await create(ada, basic(adaOther, { guid: 'draft-1', title: 'Second' }));
    expect(again.status).toBe(200);
    expect(v3Data<V3Pin>(again)).toMatchObject({ id: v3Data<V3Pin>(first).id, title: 'First' });
    const cats = await create(cat, basic(adaShared, { guid: 'draft-1' }));
    expect(cats.status).toBe(201);
    expect(v3Data<V3Pin>(cats).id).not.toBe(v3Data<V3Pin>(first).id);
    const rows = await storage.db.select().from(pins).where(and(eq(pins.pinnerId, ada.row.id), eq(pins.guid, 'draft-1')));
    expect(rows).toHaveLength(1);
    // Deleted since: a clear 409, never a second pin.
    await call(`/v3/pins/${v3Data<V3Pin>(first).id}/`, { method: 'DELETE', cookie: ada.token });
    const afterDelete = await create(ada, basic(adaBoard, { guid: 'draft-1' }));
    expect([afterDelete.status, v3Error(afterDelete)?.code]).toEqual([409, 'guid_used']);
  });

  it('concurrent creates with one guid make one pin', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(bob, basic(bobBoard, { guid: 'race-guid' }))));
    const ids = new Set(answers.map((a) => v3Data<V3Pin>(a).id));
    expect(ids.size).toBe(1);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const rows = await storage.db.select().from(pins).where(and(eq(pins.pinnerId, bob.row.id), eq(pins.guid, 'race-guid')));
    expect(rows).toHaveLength(1);
  });

  it(`allows ${PIN_CREATES_PER_HOUR} pins an hour per account, then 429 with Retry-After (a guid sent again is not counted)`, async () => {
    const dan = await signUp(server, storage, 'dan_make');
    const danBoard = await makeBoard(storage.db, dan.row, { name: 'Many' });
    for (let i = 0; i < PIN_CREATES_PER_HOUR; i++) {
      const answer = await create(dan, basic(danBoard, { guid: `g${i}` }));
      expect(answer.status, `pin ${i + 1}`).toBe(201);
    }
    const refused = await create(dan, basic(danBoard));
    expect([refused.status, v3Error(refused)?.code]).toEqual([429, 'rate_limited']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await create(dan, basic(danBoard, { guid: 'g0' }))).status).toBe(200);
    // Someone else is not limited by dan's count.
    expect((await create(bob, basic(bobBoard))).status).toBe(201);
  });

  describe('edit (PUT /v3/pins/{id}/)', () => {
    it('the pinner edits title, description, link, alt text and section; the answer is the full pin', async () => {
      const pin = await made(ada, basic(adaBoard, { title: 'Before', link: 'https://a.example.com/', section: String(adaSection.id) }));
      const answer = await edit(ada, pin.id, { title: 'After', description: 'New words', link: 'http://b.example.org/x', alt_text: 'Alt' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(v3Data<V3Pin>(answer)).toMatchObject({ id: pin.id, title: 'After', description: 'New words', link: 'http://b.example.org/x', domain: 'b.example.org', alt_text: 'Alt', section: { id: String(adaSection.id) } });
      const cleared = v3Data<V3Pin>(await edit(ada, pin.id, { link: '', alt_text: '', section: null }));
      expect([cleared.link, cleared.alt_text, cleared.section, cleared.title]).toEqual([null, null, null, 'After']);
      expect(v3Data<V3Pin>(await edit(ada, pin.id, { section: String(adaSection.id) })).section?.id).toBe(String(adaSection.id));
      const read = v3Data<V3Pin>(await call(`/v3/pins/${pin.id}/`));
      expect(read.title).toBe('After');
    });

    it("renames a story pin's story too", async () => {
      const pin = await made(ada, { board_id: String(adaBoard.id), title: 'Old story', story_pages: [{ image_signature: img(0).signature }] });
      const edited = v3Data<V3Pin>(await edit(ada, pin.id, { title: 'New story' }));
      expect((edited.story_pin_data as { metadata: { pin_title: string } }).metadata.pin_title).toBe('New story');
    });

    it('moves a pin to another board of the pinner (its section goes), into a section of it, or to a shared board', async () => {
      const pin = await made(ada, basic(adaBoard, { section: String(adaSection.id) }));
      const moved = v3Data<V3Pin>(await edit(ada, pin.id, { board_id: String(adaOther.id) }));
      expect([moved.board.id, moved.section]).toEqual([String(adaOther.id), null]);
      const intoSection = v3Data<V3Pin>(await edit(ada, pin.id, { board_id: String(adaBoard.id), section: String(adaSection.id) }));
      expect([intoSection.board.id, intoSection.section?.id]).toEqual([String(adaBoard.id), String(adaSection.id)]);
      const catsPin = await made(cat, basic(adaShared));
      const catMoved = await edit(cat, catsPin.id, { board_id: String(adaShared.id), title: 'Still shared' });
      expect(catMoved.status).toBe(200);
    });

    it('refuses others (403), hidden pins (404), signed out (401), limited (403) and boards the pinner cannot write', async () => {
      const pin = await made(ada, basic(adaBoard, { title: 'Mine' }));
      const secret = await made(ada, basic(adaSecret, { title: 'Hidden' }));
      const catsPin = await made(cat, basic(adaShared, { title: "Cat's" }));
      const cases: [Member | undefined, string, Record<string, unknown>, number, string][] = [
        [bob, pin.id, { title: 'Taken' }, 403, 'forbidden'],
        [bob, secret.id, { title: 'Taken' }, 404, 'not_found'],
        [undefined, pin.id, { title: 'Taken' }, 401, 'unauthenticated'],
        [limited, pin.id, { title: 'Taken' }, 403, 'limited_login'],
        // The board owner is not the pinner of a collaborator's pin.
        [ada, catsPin.id, { title: 'Taken' }, 403, 'forbidden'],
        [ada, pin.id, { board_id: String(bobBoard.id) }, 403, 'forbidden'],
        [ada, pin.id, { board_id: String(adaArchived.id) }, 403, 'forbidden'],
        [cat, catsPin.id, { board_id: String(adaSecret.id) }, 404, 'not_found'],
        [ada, pin.id, { section: String(bobSection.id) }, 400, 'invalid_parameter'],
        [ada, pin.id, { board_id: String(adaOther.id), section: String(adaSection.id) }, 400, 'invalid_parameter'],
        [ada, pin.id, { title: 'x'.repeat(101) }, 400, 'invalid_parameter'],
        [ada, pin.id, { link: 'data:text/html,hi' }, 400, 'invalid_parameter'],
        [ada, '987654321', { title: 'x' }, 404, 'not_found'],
      ];
      for (const [who, id, body, status, code] of cases) {
        const answer = await edit(who, id, body);
        expect([answer.status, v3Error(answer)?.code], `${who?.username ?? 'anonymous'} ${JSON.stringify(body)}`).toEqual([status, code]);
      }
      const [row] = await storage.db.select().from(pins).where(eq(pins.id, Number(pin.id)));
      expect([row?.title, row?.boardId]).toEqual(['Mine', adaBoard.id]);
      await call(`/v3/pins/${pin.id}/`, { method: 'DELETE', cookie: ada.token });
      expect((await edit(ada, pin.id, { title: 'Gone' })).status).toBe(404);
    });
  });
});
