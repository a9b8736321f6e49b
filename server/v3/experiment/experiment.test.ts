import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIMENTS } from '../../../client/experiments/experiments.ts';
import type { Storage } from '../../db/client.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { allocate, assign, bucket, FORCED_MAX_AGE, formatForced, parseForced } from './assign.ts';
import { EXPERIMENT_ALLOCATION, EXPERIMENT_REGISTRY } from './registry.ts';

const DEFAULTS = { web_ad_label: 'promoted', web_pin_footer: 'enabled', web_unauth_red_save: 'control', web_unauth_shopping_one_line: 'control', web_reactions_disabled: 'control', web_vertical_nav: 'control', web_invite_lookup_graphql: 'control' };

describe('experiment registry', () => {
  it('names the same experiments and groups, in the same order, as the client', () => {
    expect(EXPERIMENT_REGISTRY).toEqual(EXPERIMENTS);
  });
});

describe('assignment', () => {
  it('is stable for the same subject and spreads subjects over every group with a share', () => {
    expect(assign({ userId: 7 })).toEqual(assign({ userId: 7 }));
    expect(assign({ visitorId: 'abcdefghijklmnop' })).toEqual(assign({ visitorId: 'abcdefghijklmnop' }));
    const seen = new Set(Array.from({ length: 60 }, (_, i) => assign({ userId: i }).web_ad_label));
    expect([...seen].sort()).toEqual(['ad', 'promoted', 'sponsored']);
  });

  it('never puts anyone in a group allocated 0% (a hidden footer, disabled reactions) unless forced', () => {
    const subjects = Array.from({ length: 500 }, (_, i) => assign({ userId: i }));
    expect(new Set(subjects.map((s) => s.web_pin_footer))).toEqual(new Set(['enabled']));
    expect(new Set(subjects.map((s) => s.web_reactions_disabled))).toEqual(new Set(['control']));
  });

  it('allocates slots 0..99 by cumulative percentages', () => {
    expect([0, 33, 34, 66, 67, 99].map((slot) => allocate([34, 33, 33], slot))).toEqual([0, 0, 1, 1, 2, 2]);
    expect([0, 99].map((slot) => allocate([100, 0], slot))).toEqual([0, 0]);
    expect([49, 50].map((slot) => allocate([50, 50], slot))).toEqual([0, 1]);
  });

  it('allocates percentages that add up to 100 for every experiment', () => {
    for (const [name, weights] of Object.entries(EXPERIMENT_ALLOCATION)) {
      expect(weights.reduce((a, b) => a + b, 0)).toBe(100);
      expect(weights).toHaveLength(EXPERIMENT_REGISTRY[name as keyof typeof EXPERIMENT_REGISTRY].length);
    }
  });

  it('hashes the experiment name too (one subject is not in the same bucket everywhere)', () => {
    const differs = Array.from({ length: 40 }, (_, i) => bucket('web_pin_footer', `user:${i}`, 2) !== bucket('web_unauth_red_save', `user:${i}`, 2));
    expect(differs).toContain(true);
  });

  it('gives bots (subject null) the default group of every experiment', () => {
    expect(assign(null)).toEqual(DEFAULTS);
  });

  it('lets a forced group override the hash, for bots too', () => {
    expect(assign({ userId: 1 }, { web_ad_label: 'sponsored' }).web_ad_label).toBe('sponsored');
    expect(assign(null, { web_pin_footer: 'hidden' })).toEqual({ ...DEFAULTS, web_pin_footer: 'hidden' });
  });

  it('parses name:group pairs and ignores unknown names, unknown groups and junk', () => {
    expect(parseForced('web_ad_label:ad,web_pin_footer:hidden')).toEqual({ web_ad_label: 'ad', web_pin_footer: 'hidden' });
    expect(parseForced('nope:ad,web_ad_label:purple,,:x,web_pin_footer,web_reactions_disabled:enabled')).toEqual({ web_reactions_disabled: 'enabled' });
    expect(parseForced(' web_ad_label : ad ')).toEqual({ web_ad_label: 'ad' });
    expect(parseForced('web_ad_label:ad,web_ad_label:sponsored')).toEqual({ web_ad_label: 'sponsored' });
    expect(parseForced(undefined)).toEqual({});
    expect(formatForced({ web_pin_footer: 'hidden', web_ad_label: 'ad' })).toBe('web_ad_label:ad,web_pin_footer:hidden');
  });
});

describe.each(backends().slice(0, 1))('GET /v3/experiments/ on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers } });
  const dataOf = (response: { json: () => unknown }) => (response.json() as { resource_response: { data: Record<string, string> } }).resource_response.data;
  const setCookies = (response: { headers: Record<string, unknown> }): string[] => {
    const header = response.headers['set-cookie'];
    return header === undefined ? [] : Array.isArray(header) ? header.map(String) : [String(header)];
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('sets a long-lived httpOnly SameSite=Lax cb_visitor cookie when absent and keeps the groups stable with it', async () => {
    const first = await get('/v3/experiments/');
    expect(first.statusCode).toBe(200);
    const [cookie] = setCookies(first);
    expect(cookie).toMatch(/^cb_visitor=[A-Za-z0-9_-]{16,64}; Max-Age=63072000; Path=\/; HttpOnly; SameSite=Lax$/);
    const visitor = cookie!.split(';')[0]!;
    const again = await get('/v3/experiments/', { cookie: visitor });
    expect(setCookies(again)).toEqual([]);
    expect(dataOf(again)).toEqual(dataOf(first));
    expect(Object.keys(dataOf(first)).sort()).toEqual(Object.keys(EXPERIMENTS).sort());
  });

  it('replaces a malformed visitor id', async () => {
    const response = await get('/v3/experiments/', { cookie: 'cb_visitor=short' });
    expect(setCookies(response)[0]).toMatch(/^cb_visitor=/);
  });

  it('gives bots the defaults and no cookie', async () => {
    const response = await get('/v3/experiments/', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect(dataOf(response)).toEqual(DEFAULTS);
    expect(setCookies(response)).toEqual([]);
  });

  it('honours the forced_experiments cookie and ignores unknown names and groups in it', async () => {
    const response = await get('/v3/experiments/', { cookie: 'cb_visitor=abcdefghijklmnopqrst; forced_experiments=web_ad_label%3Aad%2Cnope%3Ax%2Cweb_pin_footer%3Apurple' });
    const plain = await get('/v3/experiments/', { cookie: 'cb_visitor=abcdefghijklmnopqrst' });
    expect(dataOf(response)).toEqual({ ...dataOf(plain), web_ad_label: 'ad' });
  });

  it('force/ sets the cookie for 30 days, merges with what was forced, and removes a name given without group', async () => {
    const response = await get('/v3/experiments/force/?name=web_pin_footer&group=hidden', { cookie: 'forced_experiments=web_ad_label%3Asponsored' });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({ web_ad_label: 'sponsored', web_pin_footer: 'hidden' });
    const forced = setCookies(response).find((c) => c.startsWith('forced_experiments='));
    expect(forced).toBe(`forced_experiments=web_ad_label%3Asponsored%2Cweb_pin_footer%3Ahidden; Max-Age=${FORCED_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax`);
    expect(FORCED_MAX_AGE).toBe(2_592_000);

    const removed = await get('/v3/experiments/force/?name=web_ad_label', { cookie: 'forced_experiments=web_ad_label%3Asponsored' });
    expect(setCookies(removed).find((c) => c.startsWith('forced_experiments='))).toMatch(/^forced_experiments=; Max-Age=0;/);
  });

  it('force/ refuses an unknown name or group with a message naming the known ones', async () => {
    const name = await get('/v3/experiments/force/?name=web_nope&group=x');
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({ resource_response: { error: { param: 'name', message: expect.stringContaining('web_ad_label') } } });
    const group = await get('/v3/experiments/force/?name=web_ad_label&group=purple');
    expect(group.statusCode).toBe(400);
    expect(group.json()).toMatchObject({ resource_response: { error: { param: 'group', message: 'Unknown group "purple" for web_ad_label; known: promoted, ad, sponsored.' } } });
  });
});
