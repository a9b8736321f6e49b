import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { boards, pins, saves, sessions, users, type BoardRow, type PinRow, type UserRow } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeSection, makeUser } from '../../server/testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser, type TestBrowser } from '../testing/browser.ts';

const PIN_FIELDS = `id entityId savedInfo { boardId localPinId board { entityId name } section { entityId title url } }`;
const SAVE = `mutation ($input: SavePinInput!) { savePin(input: $input) {
  pin { ${PIN_FIELDS} } originalPin { entityId savedInfo { boardId } } board { entityId name layout } section { entityId title url }
  isQuickSave created errors { code field message } } }`;
const UPDATE = `mutation ($input: UpdateSavedPinInput!) { updateSavedPin(input: $input) {
  pin { ${PIN_FIELDS} } board { entityId name } section { entityId title } isQuickSave created errors { code field message } } }`;
const UNSAVE = `mutation ($input: UnsavePinInput!) { unsavePin(input: $input) { pin { ${PIN_FIELDS} } removedFromBoardIds errors { code field message } } }`;
const DELETE = `mutation ($input: DeletePinInput!) { deletePin(input: $input) { deletedPinId errors { code field message } } }`;
const PIN = `query ($id: String!) { pin(id: $id) { ${PIN_FIELDS} } }`;

const pinGid = (pin: PinRow | number) => encodeGlobalID('Pin', String(typeof pin === 'number' ? pin : pin.id));
const boardGid = (board: BoardRow) => encodeGlobalID('Board', String(board.id));

interface SavePayload {
  pin: { entityId: string; savedInfo: { boardId: string; localPinId: string; board: { entityId: string; name: string } | null; section: { entityId: string; title: string; url: string } | null } | null } | null;
  originalPin: { entityId: string; savedInfo: { boardId: string } | null } | null;
  board: { entityId: string; name: string; layout: string } | null;
  section: { entityId: string; title: string; url: string } | null;
  isQuickSave: boolean;
  created: boolean;
  errors: { code: string; field: string | null; message: string }[];
}

describe.each(backends())('saving through GraphQL (savePin, updateSavedPin, unsavePin, deletePin) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let pinner: UserRow;
  let source: BoardRow;

  const userRow = async (username: string): Promise<UserRow> => (await storage.db.select().from(users).where(eq(users.username, username)))[0]!;
  /** A new member signed in through GraphQL, with their users row. */
  const member = async (username: string) => {
    const { browser } = await signedIn(server, username);
    return { browser, row: await userRow(username) };
  };
  const newPin = (values: Partial<PinRow> = {}) => makePin(storage.db, source, values);
  const savePin = async (browser: TestBrowser, input: Record<string, unknown>) => {
    const { result } = await browser.gql(SAVE, { input });
    expect(result.errors).toBeUndefined();
    return result.data!.savePin as SavePayload;
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    pinner = await makeUser(storage.db, { username: 'pia_gql_save' });
    source = await makeBoard(storage.db, pinner, { name: 'Source', slug: 'source' });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('saves to a board (created), and the same again makes nothing new', async () => {
    const { browser, row } = await member('sally_save');
    const board = await makeBoard(storage.db, row, { name: 'Dinner ideas', slug: 'dinner-ideas' });
    const pin = await newPin();
    const first = await savePin(browser, { pinId: pinGid(pin), boardId: boardGid(board), clientTrackingParams: 'ctp', eventContext: '{"a":1}' });
    expect(first).toMatchObject({
      pin: { entityId: String(pin.id), savedInfo: { boardId: String(board.id), board: { name: 'Dinner ideas' }, section: null } },
      originalPin: null,
      board: { entityId: String(board.id), name: 'Dinner ideas', layout: 'default' },
      section: null,
      isQuickSave: false,
      created: true,
      errors: [],
    });
    const again = await savePin(browser, { pinId: pinGid(pin), boardId: boardGid(board) });
    expect(again).toMatchObject({ created: false, isQuickSave: false, errors: [] });
    expect(again.pin!.savedInfo!.localPinId).toBe(first.pin!.savedInfo!.localPinId);
    expect(await storage.db.select().from(saves).where(eq(saves.pinId, pin.id))).toHaveLength(1);
  });

  it('saves into a section of the board; a section of another board comes back as an error', async () => {
    const { browser, row } = await member('sid_save');
    const board = await makeBoard(storage.db, row, { name: 'Soups', slug: 'soups' });
    const section = await makeSection(storage.db, board, 'Cold');
    const otherSection = await makeSection(storage.db, source, 'Elsewhere');
    const pin = await newPin();
    const saved = await savePin(browser, { pinId: pinGid(pin), boardId: boardGid(board), sectionId: String(section.id) });
    expect(saved).toMatchObject({
      section: { entityId: String(section.id), title: 'Cold', url: '/sid_save/soups/cold/' },
      pin: { savedInfo: { section: { entityId: String(section.id), url: '/sid_save/soups/cold/' } } },
      errors: [],
    });
    const wrong = await savePin(browser, { pinId: pinGid(await newPin()), boardId: boardGid(board), sectionId: String(otherSection.id) });
    expect(wrong).toMatchObject({ pin: null, board: null, created: false, errors: [{ code: 'INVALID_PARAMETER', field: 'section' }] });
  });

  it("quick save with save behaviour 0 goes to the Quick Saves board (the profile)", async () => {
    const { browser, row } = await member('quinn_quick');
    await storage.db.update(users).set({ saveBehavior: 0 }).where(eq(users.id, row.id));
    await makeBoard(storage.db, row, { name: 'Other', lastPinnedAt: new Date() });
    const pin = await newPin();
    const saved = await savePin(browser, { pinId: pinGid(pin) });
    expect(saved).toMatchObject({ board: { name: 'Quick Saves', layout: 'quick_saves' }, isQuickSave: true, created: true, errors: [] });
    expect(saved.pin!.savedInfo!.board!.name).toBe('Quick Saves');
    // A second quick save uses the same Quick Saves board.
    const next = await savePin(browser, { pinId: pinGid(await newPin()) });
    expect(next.board!.entityId).toBe(saved.board!.entityId);
  });

  it('quick save with save behaviour 1 goes to the board last saved to', async () => {
    const { browser, row } = await member('lana_last');
    const a = await makeBoard(storage.db, row, { name: 'A board' });
    const b = await makeBoard(storage.db, row, { name: 'B board' });
    await savePin(browser, { pinId: pinGid(await newPin()), boardId: boardGid(a) });
    const quick = await savePin(browser, { pinId: pinGid(await newPin()) });
    expect(quick).toMatchObject({ board: { entityId: String(a.id), name: 'A board' }, isQuickSave: false, created: true });
    await savePin(browser, { pinId: pinGid(await newPin()), boardId: boardGid(b) });
    const quick2 = await savePin(browser, { pinId: pinGid(await newPin()) });
    expect(quick2.board!.entityId).toBe(String(b.id));
  });

  it('quick save with save behaviour 1 and no board goes to a new Quick Saves board', async () => {
    const { browser } = await member('nora_none');
    const quick = await savePin(browser, { pinId: pinGid(await newPin()) });
    expect(quick).toMatchObject({ board: { name: 'Quick Saves', layout: 'quick_saves' }, isQuickSave: true, created: true, errors: [] });
  });

  it('returns the original pin when a different pin was tapped', async () => {
    const { browser, row } = await member('olga_orig');
    const board = await makeBoard(storage.db, row, { name: 'Originals' });
    const saved = await newPin();
    const tapped = await newPin();
    const r = await savePin(browser, { pinId: pinGid(saved), boardId: boardGid(board), originalPinId: pinGid(tapped) });
    expect(r).toMatchObject({ pin: { entityId: String(saved.id) }, originalPin: { entityId: String(tapped.id) }, errors: [] });
    const same = await savePin(browser, { pinId: pinGid(tapped), boardId: boardGid(board), originalPinId: pinGid(tapped) });
    expect(same.originalPin).toBeNull();
  });

  it('takes a description of 500 characters; 501 is an INVALID_PARAMETER error as data', async () => {
    const { browser, row } = await member('desi_desc');
    const board = await makeBoard(storage.db, row, { name: 'Words' });
    const pin = await newPin();
    const long = await savePin(browser, { pinId: pinGid(pin), boardId: boardGid(board), description: 'd'.repeat(501) });
    expect(long).toMatchObject({ pin: null, created: false, errors: [{ code: 'INVALID_PARAMETER', field: 'description', message: 'A description can be at most 500 characters.' }] });
    expect(await storage.db.select().from(saves).where(eq(saves.pinId, pin.id))).toEqual([]);
    const fits = await savePin(browser, { pinId: pinGid(pin), boardId: boardGid(board), description: 'd'.repeat(500) });
    expect(fits).toMatchObject({ created: true, errors: [] });
    const [save] = await storage.db.select().from(saves).where(eq(saves.pinId, pin.id));
    expect(save!.description).toBe('d'.repeat(500));
  });

  it('signed out: UNAUTHENTICATED as data; limited login: LIMITED_LOGIN as data', async () => {
    const pin = await newPin();
    const out = await savePin(testBrowser(server), { pinId: pinGid(pin), boardId: boardGid(source) });
    expect(out).toMatchObject({ pin: null, errors: [{ code: 'UNAUTHENTICATED' }] });
    const { browser, row } = await member('lim_save');
    const board = await makeBoard(storage.db, row, { name: 'Mine' });
    await storage.db.update(sessions).set({ limited: true }).where(eq(sessions.userId, row.id));
    const limited = await savePin(browser, { pinId: pinGid(pin), boardId: boardGid(board) });
    expect(limited).toMatchObject({ pin: null, errors: [{ code: 'LIMITED_LOGIN' }] });
    expect(await storage.db.select().from(saves).where(eq(saves.pinId, pin.id))).toEqual([]);
  });

  it("someone else's board comes back as an error as data", async () => {
    const { browser } = await member('nosy_save');
    const r = await savePin(browser, { pinId: pinGid(await newPin()), boardId: boardGid(source) });
    expect(r).toMatchObject({ pin: null, board: null, errors: [{ code: 'FORBIDDEN', field: 'boardId' }] });
  });

  it('updateSavedPin moves the save to another board, with a section and a description', async () => {
    const { browser, row } = await member('max_move');
    const from = await makeBoard(storage.db, row, { name: 'From', slug: 'from' });
    const to = await makeBoard(storage.db, row, { name: 'To', slug: 'to' });
    const section = await makeSection(storage.db, to, 'Shelf');
    const pin = await newPin();
    await savePin(browser, { pinId: pinGid(pin), boardId: boardGid(from) });
    const { result } = await browser.gql(UPDATE, {
      input: { pinId: pinGid(pin), boardId: boardGid(from), newBoardId: boardGid(to), sectionId: String(section.id), description: 'moved' },
    });
    expect(result.data!.updateSavedPin).toMatchObject({
      pin: { savedInfo: { boardId: String(to.id), board: { name: 'To' }, section: { title: 'Shelf', url: '/max_move/to/shelf/' } } },
      board: { name: 'To' },
      section: { title: 'Shelf' },
      created: false,
      errors: [],
    });
    const rows = await storage.db.select().from(saves).where(eq(saves.pinId, pin.id));
    expect(rows).toEqual([expect.objectContaining({ boardId: to.id, sectionId: section.id, description: 'moved' })]);
    const long = await browser.gql(UPDATE, { input: { pinId: pinGid(pin), boardId: boardGid(to), description: 'd'.repeat(501) } });
    expect(long.result.data!.updateSavedPin).toMatchObject({ pin: null, errors: [{ code: 'INVALID_PARAMETER', field: 'description' }] });
    const fits = await browser.gql(UPDATE, { input: { pinId: pinGid(pin), boardId: boardGid(to), description: 'd'.repeat(500) } });
    expect(fits.result.data!.updateSavedPin).toMatchObject({ errors: [] });
    const notThere = await browser.gql(UPDATE, { input: { pinId: pinGid(pin), boardId: boardGid(from), description: 'x' } });
    expect(notThere.result.data!.updateSavedPin).toMatchObject({ pin: null, errors: [{ code: 'NOT_FOUND' }] });
  });

  it('unsavePin takes the save out: the pin comes back with savedInfo null', async () => {
    const { browser, row } = await member('una_unsave');
    const board = await makeBoard(storage.db, row, { name: 'Keep' });
    const pin = await newPin();
    await savePin(browser, { pinId: pinGid(pin), boardId: boardGid(board) });
    const { result } = await browser.gql(UNSAVE, { input: { pinId: pinGid(pin), boardId: boardGid(board) } });
    expect(result.data!.unsavePin).toEqual({ pin: expect.objectContaining({ entityId: String(pin.id), savedInfo: null }), removedFromBoardIds: [String(board.id)], errors: [] });
    const fresh = await browser.gql(PIN, { id: String(pin.id) });
    expect((fresh.result.data!.pin as { savedInfo: unknown }).savedInfo).toBeNull();
    const again = await browser.gql(UNSAVE, { input: { pinId: pinGid(pin) } });
    expect(again.result.data!.unsavePin).toMatchObject({ pin: null, removedFromBoardIds: [], errors: [{ code: 'NOT_FOUND' }] });
  });

  it('deletePin: the pinner gets deletedPinId; anyone else an error as data', async () => {
    const { browser: owner, row } = await member('pete_pinner');
    const board = await makeBoard(storage.db, row, { name: 'Own pins' });
    const pin = await makePin(storage.db, board);
    const { browser: other } = await member('otto_other');
    const refused = await other.gql(DELETE, { input: { pinId: pinGid(pin) } });
    expect(refused.result.data!.deletePin).toMatchObject({ deletedPinId: null, errors: [{ code: 'FORBIDDEN' }] });
    const done = await owner.gql(DELETE, { input: { pinId: pinGid(pin), clientTrackingParams: 'ctp' } });
    expect(done.result.data!.deletePin).toEqual({ deletedPinId: pinGid(pin), errors: [] });
    const [stored] = await storage.db.select().from(pins).where(eq(pins.id, pin.id));
    expect(stored!.deletedAt).not.toBeNull();
    expect((await owner.gql(PIN, { id: String(pin.id) })).result.data!.pin).toBeNull();
    const twice = await owner.gql(DELETE, { input: { pinId: pinGid(pin) } });
    expect(twice.result.data!.deletePin).toMatchObject({ deletedPinId: null, errors: [{ code: 'NOT_FOUND' }] });
  });

  it('keeps boards.last_pinned_at current for the board picker', async () => {
    const { browser, row } = await member('bea_board');
    const board = await makeBoard(storage.db, row, { name: 'Fresh' });
    await savePin(browser, { pinId: pinGid(await newPin()), boardId: boardGid(board) });
    const [stored] = await storage.db.select().from(boards).where(eq(boards.id, board.id));
    expect(stored!.lastPinnedAt).toBeInstanceOf(Date);
  });
});
