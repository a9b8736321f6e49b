import { eq, inArray } from 'drizzle-orm';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { pinHides, pinReports } from '../../server/db/schema.ts';
import { REPORT_REASONS } from '../../server/v3/feedback/reasons.ts';
import { makeBoard, makePin } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { nodeCount } from '../cost.ts';
import { getSchema } from '../index.ts';
import { cast, gid, payload } from '../testing/boards.ts';
import type { TestBrowser } from '../testing/browser.ts';

const PAYLOAD = 'pin { id entityId } hidden reported errors { field code }';
const HIDE = `mutation($pinId: String!, $surface: HideSurface, $context: String) { hidePin(pinId: $pinId, surface: $surface, context: $context) { ${PAYLOAD} } }`;
const UNHIDE = `mutation($pinId: String!, $surface: HideSurface, $context: String) { unhidePin(pinId: $pinId, surface: $surface, context: $context) { ${PAYLOAD} } }`;
const REPORT = `mutation($pinId: String!, $reason: String!) { reportPin(pinId: $pinId, reason: $reason) { ${PAYLOAD} } }`;
const UNREPORT = `mutation($pinId: String!) { unreportPin(pinId: $pinId) { ${PAYLOAD} } }`;
const HOME = `{ homefeed(first: 100) { edges { node { id } } } }`;
const HIDDEN = `query($after: String) { viewer { hiddenPins(first: 2, after: $after) { edges { node { id title } } pageInfo { hasNextPage endCursor } } } }`;

const homeIds = async (browser: TestBrowser) => {
  const { result } = await browser.gql(HOME);
  expect(result.errors).toBeUndefined();
  return (result.data!.homefeed as { edges: { node: { id: string } }[] }).edges.map((e) => e.node.id);
};

describe.each(backends())('hidePin, unhidePin, reportPin, unreportPin, pinReportReasons and Viewer.hiddenPins through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  it('hides a pin from each surface (by global id or entityId) out of that person’s home feed only, and unhides it', async () => {
    const people = await cast(env(), 'fbg1');
    const db = env().storage.db;
    const board = await makeBoard(db, people.owner.row, { name: 'Lamps', slug: 'lamps' });
    const pin = await makePin(db, board, { title: 'A velvet lamp' });
    const id = gid('Pin', pin.id);
    const hidden = { pin: { id, entityId: String(pin.id) }, hidden: true, reported: false, errors: [] };
    const shown = { ...hidden, hidden: false };

    for (const [surface, context] of [
      [undefined, undefined],
      ['FEEDBACK', undefined],
      ['SEARCH', 'velvet lamp'],
      ['P2P', undefined],
      ['NEWS_HUB', 'n-7'],
    ] as const) {
      for (const pinId of [id, String(pin.id)]) {
        expect(payload(await people.other.browser.gql(HIDE, { pinId, surface, context }), 'hidePin')).toEqual(hidden);
      }
      expect(await homeIds(people.other.browser)).not.toContain(id);
      expect(await homeIds(people.collaborator.browser)).toContain(id);
      expect(await homeIds(people.anonymous)).toContain(id);
      const [row] = await db.select().from(pinHides).where(eq(pinHides.pinId, pin.id));
      expect([row?.surface, row?.context]).toEqual([surface === undefined ? 'feedback' : surface.toLowerCase(), context ?? null]);
      expect(payload(await people.other.browser.gql(UNHIDE, { pinId: id, surface, context }), 'unhidePin')).toEqual(shown);
      expect(await homeIds(people.other.browser)).toContain(id);
    }
    expect(await db.select().from(pinHides).where(eq(pinHides.pinId, pin.id))).toEqual([]);
  });

  it('reports a pin with one of pinReportReasons: once per person, hidden too; unreportPin takes both', async () => {
    const people = await cast(env(), 'fbg2');
    const db = env().storage.db;
    const pin = await makePin(db, await makeBoard(db, people.owner.row, { name: 'Lamps', slug: 'lamps' }));
    const id = gid('Pin', pin.id);

    const reasons = await people.anonymous.gql('{ pinReportReasons { code label } }');
    expect(payload(reasons, 'pinReportReasons')).toEqual(REPORT_REASONS.map(({ code, label }) => ({ code, label })));

    const reported = { pin: { id, entityId: String(pin.id) }, hidden: true, reported: true, errors: [] };
    expect(payload(await people.other.browser.gql(REPORT, { pinId: id, reason: 'spam' }), 'reportPin')).toEqual(reported);
    expect(payload(await people.other.browser.gql(REPORT, { pinId: id, reason: 'harassment' }), 'reportPin')).toEqual(reported);
    expect(await db.select({ userId: pinReports.userId, reason: pinReports.reason }).from(pinReports).where(eq(pinReports.pinId, pin.id))).toEqual([
      { userId: people.other.row.id, reason: 'harassment' },
    ]);
    expect(await homeIds(people.other.browser)).not.toContain(id);
    // Unhiding a reported pin says the report stands.
    expect(payload(await people.other.browser.gql(UNHIDE, { pinId: id }), 'unhidePin')).toMatchObject({ hidden: false, reported: true });
    expect(payload(await people.other.browser.gql(HIDE, { pinId: id }), 'hidePin')).toMatchObject({ hidden: true, reported: true });

    const bad = await people.other.browser.gql(REPORT, { pinId: id, reason: 'boring' });
    expect(payload(bad, 'reportPin')).toEqual({ pin: null, hidden: false, reported: false, errors: [{ field: 'reason', code: 'INVALID_PARAMETER' }] });

    const undone = { pin: { id, entityId: String(pin.id) }, hidden: false, reported: false, errors: [] };
    expect(payload(await people.other.browser.gql(UNREPORT, { pinId: id }), 'unreportPin')).toEqual(undone);
    expect(payload(await people.other.browser.gql(UNREPORT, { pinId: String(pin.id) }), 'unreportPin')).toEqual(undone);
    expect(await db.select().from(pinReports).where(eq(pinReports.pinId, pin.id))).toEqual([]);
    expect(await homeIds(people.other.browser)).toContain(id);
  });

  it('refuses a visitor (UNAUTHENTICATED), a pin the viewer may not see or no pin id (NOT_FOUND on pinId), and a bad context (INVALID_PARAMETER), storing nothing', async () => {
    const people = await cast(env(), 'fbg3');
    const db = env().storage.db;
    const open = await makePin(db, await makeBoard(db, people.owner.row, { name: 'Open', slug: 'open' }));
    const secret = await makePin(db, await makeBoard(db, people.owner.row, { name: 'Hidden', slug: 'hidden', privacy: 'secret' }));
    const refused = (code: string, field: string | null) => ({ pin: null, hidden: false, reported: false, errors: [{ code, field }] });

    for (const [mutation, field, variables] of [
      [HIDE, 'hidePin', {}],
      [UNHIDE, 'unhidePin', {}],
      [REPORT, 'reportPin', { reason: 'spam' }],
      [UNREPORT, 'unreportPin', {}],
    ] as const) {
      expect(payload(await people.anonymous.gql(mutation, { pinId: gid('Pin', open.id), ...variables }), field)).toMatchObject({ pin: null, errors: [{ code: 'UNAUTHENTICATED' }] });
      for (const pinId of [gid('Pin', secret.id), String(secret.id), gid('Board', open.boardId), 'nonsense', '0']) {
        expect(payload(await people.other.browser.gql(mutation, { pinId, ...variables }), field)).toEqual(refused('NOT_FOUND', 'pinId'));
      }
    }
    const hide = (surface: string, context?: string) => people.other.browser.gql(HIDE, { pinId: gid('Pin', open.id), surface, context });
    expect(payload(await hide('NEWS_HUB'), 'hidePin')).toEqual(refused('INVALID_PARAMETER', 'context'));
    expect(payload(await hide('NEWS_HUB', 'not a news id'), 'hidePin')).toEqual(refused('INVALID_PARAMETER', 'context'));
    expect(payload(await hide('SEARCH', 'x'.repeat(101)), 'hidePin')).toEqual(refused('INVALID_PARAMETER', 'context'));
    for (const table of [pinHides, pinReports]) expect(await db.select().from(table).where(inArray(table.pinId, [open.id, secret.id]))).toEqual([]);
    // The other side: the owner may hide their own secret pin.
    expect(payload(await people.owner.browser.gql(HIDE, { pinId: gid('Pin', secret.id) }), 'hidePin')).toMatchObject({ hidden: true, errors: [] });
    expect(payload(await hide('SEARCH', 'x'.repeat(100)), 'hidePin')).toMatchObject({ hidden: true, errors: [] });
  });

  it('Viewer.hiddenPins: newest hide first, paged by cursor, the viewer’s own; empty for a visitor; counted by the cost rule', async () => {
    const people = await cast(env(), 'fbg4');
    const db = env().storage.db;
    const board = await makeBoard(db, people.owner.row, { name: 'Lamps', slug: 'lamps' });
    const made = [await makePin(db, board, { title: 'first' }), await makePin(db, board, { title: 'second' }), await makePin(db, board, { title: 'third' })];
    for (const pin of made) {
      expect(payload(await people.other.browser.gql(HIDE, { pinId: gid('Pin', pin.id) }), 'hidePin')).toMatchObject({ hidden: true });
    }
    const page = async (browser: TestBrowser, after?: string) => {
      const viewer = payload<{ hiddenPins: { edges: { node: { title: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>(await browser.gql(HIDDEN, { after }), 'viewer');
      return { titles: viewer.hiddenPins.edges.map((e) => e.node.title), ...viewer.hiddenPins.pageInfo };
    };
    const first = await page(people.other.browser);
    expect(first).toMatchObject({ titles: ['third', 'second'], hasNextPage: true });
    expect(await page(people.other.browser, first.endCursor!)).toMatchObject({ titles: ['first'], hasNextPage: false });
    expect((await page(people.owner.browser)).titles).toEqual([]);
    expect(await page(people.anonymous)).toMatchObject({ titles: [], hasNextPage: false });

    const costly = (n: number) => `{ viewer { hiddenPins(first: ${n}) { edges { node { related(first: 100) { edges { node { id } } } } } } } }`;
    expect(nodeCount(getSchema(), parse(costly(99)), {})).toBe(99 * 101);
    const refused = await people.other.browser.gql(costly(100));
    expect(refused.result.errors?.map((e) => (e as { extensions?: { code?: string } }).extensions?.code)).toEqual(['QUERY_TOO_COSTLY']);
  });
});
