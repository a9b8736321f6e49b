import { encodeGlobalID } from '@pothos/plugin-relay';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boards, events, outbox, pins, saves, type PinRow } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeUser } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { UNAUTH_SAVES_MERGED_EVENT } from '../event/event.ts';
import { signedIn, testBrowser, type TestBrowser } from '../testing/browser.ts';

const REMEMBER = `mutation($pinId: ID) { rememberUnauthSave(pinId: $pinId) }`;
const HELD = `{ viewer { isAuthenticated unauthSavePinId } }`;
const MERGE = `mutation($pinIds: [ID!]!) { mergeUnauthSaves(pinIds: $pinIds) { savedPins { id } failedPinIds errors { code } } }`;

const gid = (pin: PinRow) => encodeGlobalID('Pin', String(pin.id));

describe.each(backends())('logged-out saves held in the session, merged after login, through GraphQL on $name', (backend) => {
  let pinA: PinRow;
  let pinB: PinRow;
  let pinC: PinRow;
  let pinD: PinRow;
  const env = useTestServer(backend, {
    seed: async (storage) => {
      const board = await makeBoard(storage.db, await makeUser(storage.db));
      [pinA, pinB, pinC, pinD] = [await makePin(storage.db, board), await makePin(storage.db, board), await makePin(storage.db, board), await makePin(storage.db, board)];
    },
  });

  const held = async (browser: TestBrowser) => (await browser.gql(HELD)).result.data?.viewer as { isAuthenticated: boolean; unauthSavePinId: string | null };
  const savedPinIds = async (userId: number) =>
    (await env().storage.db.select({ pinId: saves.pinId }).from(saves).where(eq(saves.userId, userId))).map((s) => s.pinId).sort((a, b) => a - b);

  it('rememberUnauthSave holds a pin in the session, read back as Viewer.unauthSavePinId, and null clears it', async () => {
    const browser = testBrowser(env().server);
    expect(await held(browser)).toEqual({ isAuthenticated: false, unauthSavePinId: null });
    const remembered = await browser.gql(REMEMBER, { pinId: gid(pinA) });
    expect(remembered.result).toEqual({ data: { rememberUnauthSave: true } });
    expect(remembered.setCookies.some((c) => /^cb_unauth_save=[^;]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/.test(c))).toBe(true);
    expect(await held(browser)).toEqual({ isAuthenticated: false, unauthSavePinId: gid(pinA) });
    // Saving another replaces it (the session holds one).
    await browser.gql(REMEMBER, { pinId: gid(pinB) });
    expect((await held(browser)).unauthSavePinId).toBe(gid(pinB));
    expect((await browser.gql(REMEMBER, { pinId: null })).result).toEqual({ data: { rememberUnauthSave: true } });
    expect((await held(browser)).unauthSavePinId).toBeNull();
  });

  it('mergeUnauthSaves after login saves the two browser pins and the session pin once each, clears the session pin and logs event 14577', async () => {
    const browser = testBrowser(env().server);
    await browser.gql(REMEMBER, { pinId: gid(pinC) });
    const userId = (await signedIn(env().server, 'merger', browser)).userId;
    expect(await held(browser)).toEqual({ isAuthenticated: true, unauthSavePinId: gid(pinC) });

    const { result } = await browser.gql(MERGE, { pinIds: [gid(pinA), gid(pinB)] });
    expect(result).toEqual({ data: { mergeUnauthSaves: { savedPins: [{ id: gid(pinA) }, { id: gid(pinB) }, { id: gid(pinC) }], failedPinIds: [], errors: [] } } });
    expect(await savedPinIds(userId)).toEqual([pinA.id, pinB.id, pinC.id]);
    expect((await held(browser)).unauthSavePinId).toBeNull();
    // The quick-save board was picked (created) once: all three went to the one Quick Saves board.
    const boardIds = new Set((await env().storage.db.select({ boardId: saves.boardId }).from(saves).where(eq(saves.userId, userId))).map((r) => r.boardId));
    const quickSaves = await env().storage.db.select().from(boards).where(and(eq(boards.ownerId, userId), eq(boards.layout, 'quick_saves')));
    expect(quickSaves).toHaveLength(1);
    expect([...boardIds]).toEqual([quickSaves[0]!.id]);
    const logged = await env().storage.db.select().from(events).where(and(eq(events.eventType, UNAUTH_SAVES_MERGED_EVENT), eq(events.userId, userId)));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.auxData).toEqual({ pin_ids: [String(pinA.id), String(pinB.id), String(pinC.id)] });
  });

  it('saves a pin named twice (browser and session) once, and drops a pin deleted since', async () => {
    const browser = testBrowser(env().server);
    await browser.gql(REMEMBER, { pinId: gid(pinA) });
    const userId = (await signedIn(env().server, 'dupemerger', browser)).userId;
    await env().storage.db.update(pins).set({ deletedAt: new Date() }).where(eq(pins.id, pinD.id));
    const { result } = await browser.gql(MERGE, { pinIds: [gid(pinA), gid(pinD)] });
    expect(result).toEqual({ data: { mergeUnauthSaves: { savedPins: [{ id: gid(pinA) }], failedPinIds: [], errors: [] } } });
    expect(await savedPinIds(userId)).toEqual([pinA.id]);
    expect((await held(browser)).unauthSavePinId).toBeNull();
  });

  it('keeps pins that failed for another reason than NOT_FOUND (a limited-login session), the session pin included', async () => {
    const { userId } = await signedIn(env().server, 'limitedmerger');
    const browser = testBrowser(env().server);
    await browser.gql(REMEMBER, { pinId: gid(pinB) });
    expect((await browser.gql(`mutation { requestLoginLink(email: "limitedmerger@example.com") { ok } }`)).result.errors).toBeUndefined();
    const [mail] = await env().storage.db.select().from(outbox).where(and(eq(outbox.recipient, 'limitedmerger@example.com'), eq(outbox.kind, 'login_link')));
    const token = /\/login\/link\/([A-Za-z0-9_-]{43})/.exec(mail!.body)![1];
    expect((await browser.gql(`mutation($token: String!) { loginWithLink(token: $token) { errors { code } } }`, { token })).result.data).toEqual({ loginWithLink: { errors: [] } });

    const { result } = await browser.gql(MERGE, { pinIds: [gid(pinA)] });
    const payload = result.data?.mergeUnauthSaves as { savedPins: unknown[]; failedPinIds: string[]; errors: { code: string }[] };
    expect(payload.savedPins).toEqual([]);
    expect(payload.failedPinIds).toEqual([gid(pinA), gid(pinB)]);
    expect(payload.errors.map((e) => e.code)).toEqual(['LIMITED_LOGIN', 'LIMITED_LOGIN']);
    expect(await savedPinIds(userId)).toEqual([]);
    expect((await held(browser)).unauthSavePinId).toBe(gid(pinB));
    expect(await env().storage.db.select().from(events).where(and(eq(events.eventType, UNAUTH_SAVES_MERGED_EVENT), eq(events.userId, userId)))).toEqual([]);
  });

  it('merges at most 2 pins from the browser (platform §9): a third is not saved', async () => {
    const browser = testBrowser(env().server);
    const userId = (await signedIn(env().server, 'threemerger', browser)).userId;
    const [pinE, pinF, pinG] = await (async () => {
      const board = await makeBoard(env().storage.db, await makeUser(env().storage.db));
      return [await makePin(env().storage.db, board), await makePin(env().storage.db, board), await makePin(env().storage.db, board)];
    })();
    const { result } = await browser.gql(MERGE, { pinIds: [gid(pinE!), gid(pinF!), gid(pinG!)] });
    expect(result).toEqual({ data: { mergeUnauthSaves: { savedPins: [{ id: gid(pinE!) }, { id: gid(pinF!) }], failedPinIds: [], errors: [] } } });
    expect(await savedPinIds(userId)).toEqual([pinE!.id, pinF!.id]);
  });

  it('tells a signed-out visitor to log in first', async () => {
    const { result } = await testBrowser(env().server).gql(MERGE, { pinIds: [gid(pinA)] });
    expect(result).toEqual({ data: { mergeUnauthSaves: { savedPins: [], failedPinIds: [], errors: [{ code: 'UNAUTHENTICATED' }] } } });
  });
});
