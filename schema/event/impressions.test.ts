import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pinDailyStats } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeUser } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { CLOSEUP_EVENT, IMPRESSION_EVENT } from '../../server/v3/event/impressions.ts';
import { gid } from '../testing/boards.ts';
import { testBrowser } from '../testing/browser.ts';

const LOG = `mutation($input: LogImpressionsInput!) { logImpressions(input: $input) { ok } }`;

let n = 0;
const aux = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    impression_id: `gql-imp-${process.pid}-${(n += 1)}`,
    surface: 'home',
    milestones: { over_0: 1_700_000_000_000, over_50: null, over_80: null, full: null },
    hidden_ms: 0,
    visible_ms: 1200,
    ended: 'left',
    ...extra,
  });

describe.each(backends())('logImpressions through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);
  const statsOf = async (pinId: number) => (await env().storage.db.select().from(pinDailyStats).where(eq(pinDailyStats.pinId, pinId)))[0];

  it('logs a batch (pin by entity id or global id, a served ad\'s id too), and a retried batch counts once', async () => {
    const pin = await makePin(env().storage.db, await makeBoard(env().storage.db, await makeUser(env().storage.db)));
    const browser = testBrowser(env().server);
    const impressions = [
      { eventType: IMPRESSION_EVENT, pinId: String(pin.id), auxData: aux() },
      { eventType: IMPRESSION_EVENT, pinId: gid('Pin', pin.id), auxData: aux() },
      { eventType: IMPRESSION_EVENT, pinId: gid('Pin', `${pin.id}~ad77`), auxData: aux() },
      { eventType: CLOSEUP_EVENT, pinId: String(pin.id), auxData: aux({ surface: 'closeup' }) },
    ];
    expect((await browser.gql(LOG, { input: { impressions } })).result).toEqual({ data: { logImpressions: { ok: true } } });
    expect((await browser.gql(LOG, { input: { impressions } })).result).toEqual({ data: { logImpressions: { ok: true } } });
    expect(await statsOf(pin.id)).toMatchObject({ impressions: 3, closeups: 1 });
  });

  it('refuses bad aux_data with v3\'s message naming the field, and more than 20 records', async () => {
    const pin = await makePin(env().storage.db, await makeBoard(env().storage.db, await makeUser(env().storage.db)));
    const browser = testBrowser(env().server);
    const bad = await browser.gql(LOG, { input: { impressions: [{ eventType: IMPRESSION_EVENT, pinId: String(pin.id), auxData: aux({ ended: 'gone' }) }] } });
    expect(bad.result.errors?.[0]?.message).toBe('events[0].aux_data.ended must be one of left, paused, stopped, removed.');
    const many = Array.from({ length: 21 }, () => ({ eventType: IMPRESSION_EVENT, pinId: String(pin.id), auxData: aux() }));
    expect((await browser.gql(LOG, { input: { impressions: many } })).result.errors?.[0]?.message).toBe('events must be a list of 1 to 20 events.');
    expect(await statsOf(pin.id)).toBeUndefined();
  });
});
