/**
 * GET and POST /v3/offsite/ (the link check and the clickthrough log), the employees' /v3/link_safety/
 * and POST /v3/stats/ (issue 18), through a real app.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocks, linkSafety, users, type BoardRow, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin } from '../../testing/fixtures.ts';
import { useTestServer, v3Call, v3Data, v3Error, type V3Answer } from '../../testing/harness.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { counterValue } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { RULE_MESSAGES } from './check.ts';
import { MAX_CLIENT_TRACKING_PARAMS, MAX_OFFSITE_AUX_DATA, type V3LinkSafetyEntry } from './routes.ts';

describe.each(backends())('/v3/offsite/, /v3/link_safety/ and /v3/stats/ on $name', (backend) => {
  const env = useTestServer(backend);
  let owner: Member;
  let stranger: Member;
  let blocked: Member;
  let employee: Member;
  let publicBoard: BoardRow;
  let publicPin: PinRow;
  let secretPin: PinRow;

  beforeAll(async () => {
    const { server, storage } = env();
    owner = await signUp(server, storage, 'off_owner');
    stranger = await signUp(server, storage, 'off_stranger');
    blocked = await signUp(server, storage, 'off_blocked');
    employee = await signUp(server, storage, 'off_employee');
    await storage.db.update(users).set({ isEmployee: true }).where(eq(users.id, employee.row.id));
    await storage.db.insert(blocks).values({ blockerId: owner.row.id, blockedId: blocked.row.id });
    publicBoard = await makeBoard(storage.db, owner.row);
    publicPin = await makePin(storage.db, publicBoard, { link: 'https://blocked-demo.example/page' });
    secretPin = await makePin(storage.db, await makeBoard(storage.db, owner.row, { privacy: 'secret' }));
  });

  const check = (query: Record<string, string>, cookie?: string) => v3Call(env().server, `/v3/offsite/?${new URLSearchParams(query)}`, { cookie });
  const post = (body: unknown, cookie?: string) => v3Call(env().server, '/v3/offsite/', { method: 'POST', body, cookie });
  const addEntry = (body: Record<string, string>, cookie = employee.token) => v3Call(env().server, '/v3/link_safety/', { method: 'POST', body, cookie });
  const clicks = (status: string) => counterValue(env().server.metrics, 'corkboard_clickthroughs_total', { status });
  const errorOf = (answer: V3Answer) => [answer.status, v3Error(answer)?.code, v3Error(answer)?.param];

  describe('the check', () => {
    beforeAll(async () => {
      expect((await addEntry({ kind: 'host', value: 'blocked-demo.example', status: 'blocked', message: 'This site spreads malware.' })).status).toBe(200);
      expect((await addEntry({ kind: 'host', value: '*.porn-demo.example', status: 'porn', message: 'Adult content.' })).status).toBe(200);
      expect((await addEntry({ kind: 'pattern', value: '*/free-gift-card*', status: 'suspicious', message: 'Looks like a scam.' })).status).toBe(200);
    });

    it('answers message, redirect_status and url for each status, for visitors too, never cached', async () => {
      const cases = [
        ['https://www.example.com/recipe', 'safe', '', 'https://www.example.com/recipe'],
        ['https://Blocked-Demo.example:443/page', 'blocked', 'This site spreads malware.', 'https://blocked-demo.example/page'],
        ['https://cdn.porn-demo.example/', 'porn', 'Adult content.', 'https://cdn.porn-demo.example/'],
        ['https://shop.example/free-gift-card?x=1', 'suspicious', 'Looks like a scam.', 'https://shop.example/free-gift-card?x=1'],
        ['javascript:alert(1)', 'blocked', RULE_MESSAGES.notWeb, ''],
        ['http://169.254.169.254/latest/meta-data/', 'suspicious', RULE_MESSAGES.localAddress, 'http://169.254.169.254/latest/meta-data/'],
      ] as const;
      for (const [url, status, message, normal] of cases) {
        const r = await check({ check_only: 'true', url });
        expect(r.status).toBe(200);
        expect(r.headers['cache-control']).toBe('no-store');
        expect(v3Data(r)).toEqual({ message, redirect_status: status, url: normal });
      }
    });

    it('flags SSRF-shaped targets in every notation', async () => {
      for (const url of ['http://2130706433/', 'http://0x7f.1/', 'http://0177.0.0.1/', 'http://[::ffff:127.0.0.1]/', 'http://[::1]/', 'http://localhost:8080/', 'http://10.0.0.1/', 'http://metadata.internal/', 'http://100.64.1.1/']) {
        expect((v3Data(await check({ url })) as { redirect_status: string }).redirect_status, url).toBe('suspicious');
      }
    });

    it('checks for a pin the viewer may see; a secret or blocked pin is an unknown one (404)', async () => {
      const url = 'https://blocked-demo.example/page';
      expect((await check({ url, pin_id: String(publicPin.id) })).status).toBe(200);
      expect((await check({ url, pin_id: String(publicPin.id) }, stranger.token)).status).toBe(200);
      expect((await check({ url, pin_id: String(secretPin.id) }, owner.token)).status).toBe(200);
      const unknown = await check({ url, pin_id: '999999999' });
      expect(errorOf(unknown)).toEqual([404, 'not_found', undefined]);
      for (const answer of [await check({ url, pin_id: String(secretPin.id) }, stranger.token), await check({ url, pin_id: String(secretPin.id) }), await check({ url, pin_id: String(publicPin.id) }, blocked.token)]) {
        expect(errorOf(answer)).toEqual([404, 'not_found', undefined]);
      }
      const post404 = await post({ check_only: false, url, pin_id: String(secretPin.id) }, stranger.token);
      expect(post404.status).toBe(404);
    });

    it('takes third_party_ad instead of pin_id, not both', async () => {
      expect((await check({ url: 'https://www.example.com/', third_party_ad: 'ad_123-x' })).status).toBe(200);
      expect(errorOf(await check({ url: 'https://www.example.com/', third_party_ad: 'ad 1' }))).toEqual([400, 'invalid_parameter', 'third_party_ad']);
      expect(errorOf(await check({ url: 'https://www.example.com/', third_party_ad: 'a1', pin_id: String(publicPin.id) }))).toEqual([400, 'invalid_parameter', 'third_party_ad']);
    });

    it('refuses bad input with a 400 naming the parameter, on both sides of each limit', async () => {
      const url = 'https://www.example.com/';
      expect(errorOf(await check({}))).toEqual([400, 'invalid_parameter', 'url']);
      expect(errorOf(await check({ url: '  ' }))).toEqual([400, 'invalid_parameter', 'url']);
      expect(errorOf(await post({ check_only: true }))).toEqual([400, 'invalid_parameter', 'url']);
      expect(errorOf(await check({ url, pin_id: 'abc' }))).toEqual([400, 'invalid_parameter', 'pin_id']);
      expect(errorOf(await check({ url, check_only: 'maybe' }))).toEqual([400, 'invalid_parameter', 'check_only']);
      expect((await check({ url, client_tracking_params: 'x'.repeat(MAX_CLIENT_TRACKING_PARAMS) })).status).toBe(200);
      expect(errorOf(await check({ url, client_tracking_params: 'x'.repeat(MAX_CLIENT_TRACKING_PARAMS + 1) }))).toEqual([400, 'invalid_parameter', 'client_tracking_params']);
      const aux = (length: number) => JSON.stringify({ t: 'x'.repeat(length - '{"t":""}'.length) });
      expect((await post({ check_only: true, url, aux_data: aux(MAX_OFFSITE_AUX_DATA) })).status).toBe(200);
      expect(errorOf(await post({ check_only: true, url, aux_data: aux(MAX_OFFSITE_AUX_DATA + 1) }))).toEqual([400, 'invalid_parameter', 'aux_data']);
      expect(errorOf(await post({ check_only: true, url, aux_data: '{nope' }))).toEqual([400, 'invalid_parameter', 'aux_data']);
      expect((await post({ check_only: true, url, aux_data: { clickthrough_type: 'pin' } })).status).toBe(200);
      const repeated = await v3Call(env().server, `/v3/offsite/?url=${encodeURIComponent(url)}&url=x`);
      expect(errorOf(repeated)).toEqual([400, 'invalid_parameter', 'url']);
    });

    it('the clickthrough log (check_only false) counts corkboard_clickthroughs_total by status; the check alone does not', async () => {
      const [safe, blockedBefore] = [await clicks('safe'), await clicks('blocked')];
      const logged = await post({ check_only: false, url: 'https://www.example.com/a', pin_id: String(publicPin.id), client_tracking_params: 'ctp', aux_data: '{"clickthrough_type":"pin"}' }, stranger.token);
      expect(v3Data(logged)).toEqual({ message: '', redirect_status: 'safe', url: 'https://www.example.com/a' });
      expect(await clicks('safe')).toBe(safe + 1);
      // POST without check_only is the log; a visitor's click counts too.
      expect((v3Data(await post({ url: 'https://blocked-demo.example/' })) as { redirect_status: string }).redirect_status).toBe('blocked');
      expect(await clicks('blocked')).toBe(blockedBefore + 1);
      await post({ check_only: true, url: 'https://www.example.com/a' });
      await check({ url: 'https://www.example.com/a' });
      expect(await clicks('safe')).toBe(safe + 1);
      await check({ url: 'https://www.example.com/a', check_only: 'false' });
      expect(await clicks('safe')).toBe(safe + 2);
    });
  });

  describe('employee management', () => {
    it('visitors get 401, members who are not employees 403, on every route; nothing changes', async () => {
      const [row] = await env().storage.db.insert(linkSafety).values({ kind: 'host', value: 'matrix.example', status: 'blocked', message: 'm', source: 'seed' }).returning();
      const id = String(row!.id);
      const calls = [
        ['GET', '/v3/link_safety/', undefined],
        ['POST', '/v3/link_safety/', { kind: 'host', value: 'x.example', status: 'blocked', message: 'x' }],
        ['PUT', `/v3/link_safety/${id}/`, { status: 'porn' }],
        ['DELETE', `/v3/link_safety/${id}/`, undefined],
      ] as const;
      for (const [method, url, body] of calls) {
        expect(errorOf(await v3Call(env().server, url, { method, body })), `${method} visitor`).toEqual([401, 'unauthenticated', undefined]);
        expect(errorOf(await v3Call(env().server, url, { method, body, cookie: stranger.token })), `${method} member`).toEqual([403, 'forbidden', undefined]);
      }
      const [after] = await env().storage.db.select().from(linkSafety).where(eq(linkSafety.id, row!.id));
      expect(after).toMatchObject({ status: 'blocked', source: 'seed' });
      expect(await env().storage.db.select().from(linkSafety).where(eq(linkSafety.value, 'x.example'))).toEqual([]);
    });

    it('an employee adds (upsert on kind + value), edits and deletes entries; each shows in the check at once', async () => {
      const value = 'employee-demo.example';
      const created = await addEntry({ kind: 'host', value: 'Employee-Demo.Example', status: 'suspicious', message: 'Hmm.' });
      const entry = v3Data(created) as V3LinkSafetyEntry;
      expect(entry).toMatchObject({ kind: 'host', value, status: 'suspicious', message: 'Hmm.', source: 'employee', created_by: String(employee.row.id) });
      expect(v3Data(await check({ url: `https://${value}/` }))).toMatchObject({ redirect_status: 'suspicious', message: 'Hmm.' });

      const again = v3Data(await addEntry({ kind: 'host', value, status: 'porn', message: 'Adult.' })) as V3LinkSafetyEntry;
      expect(again.id).toBe(entry.id);
      expect(v3Data(await check({ url: `https://${value}/` }))).toMatchObject({ redirect_status: 'porn', message: 'Adult.' });

      const edited = await v3Call(env().server, `/v3/link_safety/${entry.id}/`, { method: 'PUT', body: { status: 'blocked' }, cookie: employee.token });
      expect(v3Data(edited)).toMatchObject({ id: entry.id, value, status: 'blocked', message: 'Adult.' });
      expect(v3Data(await check({ url: `https://${value}/` }))).toMatchObject({ redirect_status: 'blocked' });

      const removed = await v3Call(env().server, `/v3/link_safety/${entry.id}/`, { method: 'DELETE', cookie: employee.token });
      expect(v3Data(removed)).toEqual({ id: entry.id, deleted: true });
      expect(v3Data(await check({ url: `https://${value}/` }))).toMatchObject({ redirect_status: 'safe' });
      expect(errorOf(await v3Call(env().server, `/v3/link_safety/${entry.id}/`, { method: 'DELETE', cookie: employee.token }))).toEqual([404, 'not_found', undefined]);
      expect(errorOf(await v3Call(env().server, `/v3/link_safety/${entry.id}/`, { method: 'PUT', body: {}, cookie: employee.token }))).toEqual([404, 'not_found', undefined]);
    });

    it('refuses bad entries naming the field, and an edit onto another entry (409)', async () => {
      const good = { kind: 'host', value: 'fields.example', status: 'blocked', message: 'm' };
      expect(errorOf(await addEntry({ ...good, kind: 'regex' }))).toEqual([400, 'invalid_parameter', 'kind']);
      expect(errorOf(await addEntry({ ...good, status: 'safe' }))).toEqual([400, 'invalid_parameter', 'status']);
      expect(errorOf(await addEntry({ ...good, value: 'fields.example/path' }))).toEqual([400, 'invalid_parameter', 'value']);
      expect(errorOf(await addEntry({ ...good, message: '' }))).toEqual([400, 'invalid_parameter', 'message']);
      const a = v3Data(await addEntry(good)) as V3LinkSafetyEntry;
      await addEntry({ ...good, value: 'other-fields.example' });
      const clash = await v3Call(env().server, `/v3/link_safety/${a.id}/`, { method: 'PUT', body: { value: 'other-fields.example' }, cookie: employee.token });
      expect(errorOf(clash)).toEqual([409, 'conflict', 'value']);
      expect(errorOf(await v3Call(env().server, '/v3/link_safety/abc/', { method: 'PUT', body: {}, cookie: employee.token }))).toEqual([400, 'invalid_parameter', 'id']);
    });

    it('lists entries newest first, paged by bookmark (page_size 1 to 100)', async () => {
      for (const n of [1, 2, 3]) await addEntry({ kind: 'pattern', value: `*/page-${n}/*`, status: 'suspicious', message: `p${n}` });
      const first = await v3Call(env().server, '/v3/link_safety/?page_size=2', { cookie: employee.token });
      expect((v3Data(first) as V3LinkSafetyEntry[]).map((e) => e.value)).toEqual(['*/page-3/*', '*/page-2/*']);
      const bookmark = first.body.resource_response.bookmark!;
      const second = await v3Call(env().server, `/v3/link_safety/?page_size=2&bookmark=${encodeURIComponent(bookmark)}`, { cookie: employee.token });
      expect((v3Data(second) as V3LinkSafetyEntry[])[0]!.value).toBe('*/page-1/*');
      expect((await v3Call(env().server, '/v3/link_safety/?page_size=100', { cookie: employee.token })).status).toBe(200);
      expect(errorOf(await v3Call(env().server, '/v3/link_safety/?page_size=101', { cookie: employee.token }))).toEqual([400, 'invalid_parameter', 'page_size']);
    });
  });

  it('every route is described in /v3/docs/openapi.json', async () => {
    const doc = (await env().server.app.inject({ method: 'GET', url: '/v3/docs/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/v3/offsite/'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/v3/link_safety/'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/v3/link_safety/{id}/'] ?? {}).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(doc.paths['/v3/stats/'] ?? {})).toEqual(['post']);
  });

  describe('POST /v3/stats/', () => {
    const stat = (body: unknown) => v3Call(env().server, '/v3/stats/', { method: 'POST', body });
    const count = (name: string, tag: string) => counterValue(env().server.metrics, 'corkboard_client_stats_total', { name, tag });

    it('counts each allowed name and tag in corkboard_client_stats_total', async () => {
      for (const tag of ['safe', 'blocked', 'suspicious', 'porn', 'error']) {
        const before = await count('offsite_check', tag);
        const r = await stat({ name: 'offsite_check', tag });
        expect(v3Data(r)).toEqual({ logged: true });
        expect(await count('offsite_check', tag)).toBe(before + 1);
      }
      expect((await stat({ name: 'offsite_empty_href', tag: 'logged' })).status).toBe(200);
      expect(await count('offsite_empty_href', 'logged')).toBe(1);
    });

    it('refuses other names and tags (400 naming which), so clients cannot grow the series', async () => {
      expect(errorOf(await stat({ name: 'offsite_chek', tag: 'safe' }))).toEqual([400, 'invalid_parameter', 'name']);
      expect(errorOf(await stat({ name: 'toString', tag: 'safe' }))).toEqual([400, 'invalid_parameter', 'name']);
      expect(errorOf(await stat({ name: 'offsite_check', tag: 'logged' }))).toEqual([400, 'invalid_parameter', 'tag']);
      expect(errorOf(await stat({ name: 'offsite_empty_href', tag: 'safe' }))).toEqual([400, 'invalid_parameter', 'tag']);
      expect(errorOf(await stat({}))).toEqual([400, 'invalid_parameter', 'name']);
      expect(await count('offsite_chek', 'safe')).toBe(0);
      expect(await count('offsite_check', 'logged')).toBe(0);
    });
  });
});
