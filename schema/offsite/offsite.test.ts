import { describe, expect, it } from 'vitest';
import { linkSafety } from '../../server/db/schema.ts';
import { makeBoard, makePin } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { counterValue } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { RULE_MESSAGES } from '../../server/v3/offsite/check.ts';
import { cast, gid, payload } from '../testing/boards.ts';

const ARGS = '$pinId: String, $thirdPartyAd: String, $url: String!, $clientTrackingParams: String, $auxData: String';
const PASS = 'pinId: $pinId, thirdPartyAd: $thirdPartyAd, url: $url, clientTrackingParams: $clientTrackingParams, auxData: $auxData';
const CHECK = `query(${ARGS}) { offsiteCheck(${PASS}) { redirectStatus message url } }`;
const LOG = `mutation(${ARGS}) { logClickthrough(${PASS}) { redirectStatus message url } }`;
const STAT = `mutation($name: String!, $tag: String!) { logStatistic(name: $name, tag: $tag) { ok } }`;

describe.each(backends())('offsiteCheck, logClickthrough and logStatistic through GraphQL on $name', (backend) => {
  // The entries are there before the server starts, so its store reads them on the first check.
  const env = useTestServer(backend, {
    seed: async (storage) => {
      await storage.db.insert(linkSafety).values([
        { kind: 'host', value: 'gql-blocked.example', status: 'blocked', message: 'Blocked for malware.', source: 'seed' },
        { kind: 'pattern', value: '*/win-a-prize*', status: 'suspicious', message: 'A prize scam.', source: 'seed' },
      ]);
    },
  });

  it('offsiteCheck answers each verdict for a pin the viewer may see (v3 id or global id), signed in or out', async () => {
    const people = await cast(env(), 'oc1');
    const pin = await makePin(env().storage.db, await makeBoard(env().storage.db, people.owner.row));
    for (const [browser, pinId] of [[people.anonymous, String(pin.id)], [people.other.browser, gid('Pin', pin.id)]] as const) {
      expect(payload(await browser.gql(CHECK, { pinId, url: 'https://www.example.com/a' }), 'offsiteCheck')).toEqual({ redirectStatus: 'safe', message: '', url: 'https://www.example.com/a' });
      expect(payload(await browser.gql(CHECK, { pinId, url: 'https://GQL-blocked.example/x' }), 'offsiteCheck')).toEqual({
        redirectStatus: 'blocked',
        message: 'Blocked for malware.',
        url: 'https://gql-blocked.example/x',
      });
      expect(payload(await browser.gql(CHECK, { pinId, url: 'https://shop.example/win-a-prize' }), 'offsiteCheck')).toMatchObject({ redirectStatus: 'suspicious', message: 'A prize scam.' });
      expect(payload(await browser.gql(CHECK, { pinId, url: 'http://[::1]:8080/' }), 'offsiteCheck')).toMatchObject({ redirectStatus: 'suspicious', message: RULE_MESSAGES.localAddress });
    }
    expect(payload(await people.anonymous.gql(CHECK, { thirdPartyAd: '4242', url: 'javascript:alert(1)' }), 'offsiteCheck')).toEqual({ redirectStatus: 'blocked', message: RULE_MESSAGES.notWeb, url: '' });
  });

  it('offsiteCheck for a pin the viewer may not see is NOT_FOUND, and bad arguments are named', async () => {
    const people = await cast(env(), 'oc2');
    const secret = await makePin(env().storage.db, await makeBoard(env().storage.db, people.owner.row, { privacy: 'secret' }));
    const refused = await people.other.browser.gql(CHECK, { pinId: String(secret.id), url: 'https://www.example.com/' });
    expect(refused.result.data).toBeNull();
    expect(refused.result.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(payload(await people.owner.browser.gql(CHECK, { pinId: String(secret.id), url: 'https://www.example.com/' }), 'offsiteCheck')).toMatchObject({ redirectStatus: 'safe' });
    const badPin = await people.other.browser.gql(CHECK, { pinId: gid('Board', 1), url: 'https://www.example.com/' });
    expect(badPin.result.errors?.[0]).toMatchObject({ message: 'pinId must be a pin id', extensions: { code: 'BAD_USER_INPUT' } });
    const badAux = await people.other.browser.gql(CHECK, { url: 'https://www.example.com/', auxData: '{nope' });
    expect(badAux.result.errors?.[0]).toMatchObject({ message: 'aux_data must be JSON text.', extensions: { code: 'INVALID_PARAMETER', param: 'aux_data' } });
  });

  it('logClickthrough answers the check and counts corkboard_clickthroughs_total by status', async () => {
    const people = await cast(env(), 'oc3');
    const pin = await makePin(env().storage.db, await makeBoard(env().storage.db, people.owner.row));
    const metrics = env().server.metrics;
    const before = await counterValue(metrics, 'corkboard_clickthroughs_total', { status: 'blocked' });
    const logged = await people.other.browser.gql(LOG, { pinId: String(pin.id), url: 'https://gql-blocked.example/', clientTrackingParams: 'ctp', auxData: '{"clickthrough_type":"pin"}' });
    expect(payload(logged, 'logClickthrough')).toEqual({ redirectStatus: 'blocked', message: 'Blocked for malware.', url: 'https://gql-blocked.example/' });
    expect(await counterValue(metrics, 'corkboard_clickthroughs_total', { status: 'blocked' })).toBe(before + 1);
    // The check alone counts nothing.
    await people.other.browser.gql(CHECK, { pinId: String(pin.id), url: 'https://gql-blocked.example/' });
    expect(await counterValue(metrics, 'corkboard_clickthroughs_total', { status: 'blocked' })).toBe(before + 1);
  });

  it('logStatistic counts an allowed name and tag, and refuses others', async () => {
    const people = await cast(env(), 'oc4');
    const metrics = env().server.metrics;
    const before = await counterValue(metrics, 'corkboard_client_stats_total', { name: 'offsite_check', tag: 'error' });
    expect(payload(await people.anonymous.gql(STAT, { name: 'offsite_check', tag: 'error' }), 'logStatistic')).toEqual({ ok: true });
    expect(await counterValue(metrics, 'corkboard_client_stats_total', { name: 'offsite_check', tag: 'error' })).toBe(before + 1);
    const refused = await people.anonymous.gql(STAT, { name: 'anything', tag: 'x' });
    expect(refused.result.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_PARAMETER', param: 'name' } });
    expect(await counterValue(metrics, 'corkboard_client_stats_total', { name: 'anything' })).toBe(0);
  });
});
