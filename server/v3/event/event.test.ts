import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Storage } from '../../db/client.ts';
import { events, users } from '../../db/schema.ts';
import { createMetrics, type Metrics } from '../../metrics.ts';
import { v3Call, v3Data, v3Error } from '../../testing/harness.ts';
import { signUp } from '../../testing/members.ts';
import { counterValue, TEST_SECRET, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { MAX_AUX_DATA_BYTES } from './log.ts';

/** JSON text of exactly `bytes` UTF-8 bytes: {"t":"xxx…"}. */
const auxOfBytes = (bytes: number) => JSON.stringify({ t: 'x'.repeat(bytes - '{"t":""}'.length) });

describe.each(backends())('POST /v3/events/ and /v3/client_errors/ on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let metrics: Metrics;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    storage = await backend.open();
    metrics = createMetrics();
    const app = await buildApp({
      storage,
      metrics,
      secret: TEST_SECRET,
      v3ApiUrl: () => '',
      distDir: '/nonexistent',
      logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) } },
    });
    await app.ready();
    server = { app, url: '', metrics, close: () => app.close() };
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  const rowsOfType = (eventType: number) => storage.db.select().from(events).where(eq(events.eventType, eventType)).orderBy(events.id);
  const post = (body: unknown, cookie?: string) => v3Call(server, '/v3/events/', { method: 'POST', body, cookie });

  it('stores a logged-out event with every field, aux_data parsed from JSON text, user_id null', async () => {
    const r = await post({
      events: [{ event_type: 101, view_type: 1, view_parameter: 92, element: 3, component: 4, object_id_str: '42', aux_data: '{"clickthrough_type":"pin"}' }],
    });
    expect(r.status).toBe(200);
    expect(v3Data(r)).toEqual({ logged: 1 });
    const [row] = await rowsOfType(101);
    expect(row).toMatchObject({ eventType: 101, userId: null, viewType: 1, viewParameter: 92, element: 3, component: 4, objectIdStr: '42', auxData: { clickthrough_type: 'pin' } });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it("stores a signed-in member's events under their id; deleting the account keeps the events without it", async () => {
    const member = await signUp(server, storage, 'evan');
    const r = await post({ events: [{ event_type: 102 }, { event_type: 102, aux_data: { pin_ids: ['1', '2'] } }] }, member.token);
    expect(v3Data(r)).toEqual({ logged: 2 });
    const rows = await rowsOfType(102);
    expect(rows.map((row) => row.userId)).toEqual([member.row.id, member.row.id]);
    expect(rows.map((row) => row.auxData)).toEqual([null, { pin_ids: ['1', '2'] }]);
    await storage.db.delete(users).where(eq(users.id, member.row.id));
    expect((await rowsOfType(102)).map((row) => row.userId)).toEqual([null, null]);
  });

  it('takes 1 to 20 events a request', async () => {
    expect(v3Data(await post({ events: Array.from({ length: 20 }, () => ({ event_type: 103 })) }))).toEqual({ logged: 20 });
    for (const list of [Array.from({ length: 21 }, () => ({ event_type: 103 })), [], 'nope', undefined]) {
      const r = await post({ events: list });
      expect(r.status).toBe(400);
      expect(v3Error(r)).toMatchObject({ code: 'invalid_parameter', param: 'events', message: 'events must be a list of 1 to 20 events.' });
    }
    expect(await rowsOfType(103)).toHaveLength(20);
  });

  it('needs event_type to be an integer of at least 1, naming the event that is wrong', async () => {
    expect((await post({ events: [{ event_type: 1 }] })).status).toBe(200);
    for (const bad of [0, -5, 1.5, '7', null]) {
      const r = await post({ events: [{ event_type: 1 }, { event_type: bad }] });
      expect(r.status).toBe(400);
      expect(v3Error(r)).toMatchObject({ param: 'events[1].event_type' });
    }
    // All or nothing: the good first event of each refused request was not stored.
    expect(await rowsOfType(1)).toHaveLength(1);
  });

  it('refuses other integer fields that are not non-negative integers', async () => {
    const r = await post({ events: [{ event_type: 104, view_type: -1 }] });
    expect(v3Error(r)).toMatchObject({ param: 'events[0].view_type' });
    expect(v3Error(await post({ events: [{ event_type: 104, component: 'x' }] }))).toMatchObject({ param: 'events[0].component' });
    expect(v3Error(await post({ events: [{ event_type: 104, element: 2 ** 31 }] }))).toMatchObject({ param: 'events[0].element' });
    expect((await post({ events: [{ event_type: 104, view_type: 0 }] })).status).toBe(200);
  });

  it('takes object_id_str up to 100 characters', async () => {
    expect((await post({ events: [{ event_type: 105, object_id_str: 'a'.repeat(100) }] })).status).toBe(200);
    const r = await post({ events: [{ event_type: 105, object_id_str: 'a'.repeat(101) }] });
    expect(r.status).toBe(400);
    expect(v3Error(r)).toMatchObject({ param: 'events[0].object_id_str', message: 'events[0].object_id_str must be at most 100 characters.' });
    expect(v3Error(await post({ events: [{ event_type: 105, object_id_str: 42 }] }))).toMatchObject({ param: 'events[0].object_id_str' });
  });

  it('takes aux_data of at most 4 KB of JSON and refuses text that is not JSON', async () => {
    expect(Buffer.byteLength(auxOfBytes(MAX_AUX_DATA_BYTES))).toBe(4096);
    expect((await post({ events: [{ event_type: 106, aux_data: auxOfBytes(4096) }] })).status).toBe(200);
    const big = await post({ events: [{ event_type: 106, aux_data: auxOfBytes(4097) }] });
    expect(big.status).toBe(400);
    expect(v3Error(big)).toMatchObject({ param: 'events[0].aux_data', message: 'events[0].aux_data must be at most 4096 bytes of JSON.' });
    const notJson = await post({ events: [{ event_type: 106 }, { event_type: 106, aux_data: '{pin: 1' }] });
    expect(notJson.status).toBe(400);
    expect(v3Error(notJson)).toMatchObject({ param: 'events[1].aux_data', message: 'events[1].aux_data must be JSON text.' });
    expect(await rowsOfType(106)).toHaveLength(1);
  });

  it('refuses a cookie-authenticated event from another site (CSRF)', async () => {
    const member = await signUp(server, storage, 'csrfy');
    const r = await v3Call(server, '/v3/events/', { method: 'POST', body: { events: [{ event_type: 107 }] }, cookie: member.token, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(r.status).toBe(403);
    expect(await rowsOfType(107)).toHaveLength(0);
  });

  it('counts a named client error in corkboard_client_errors_total at /metrics and logs one warn line', async () => {
    const name = 'error.unauth_profile_pin_merge';
    const before = logLines.length;
    const r = await v3Call(server, '/v3/client_errors/', { method: 'POST', body: { name, message: 'repin failed' } });
    expect(r.status).toBe(200);
    expect(v3Data(r)).toEqual({ logged: true });
    expect(await counterValue(metrics, 'corkboard_client_errors_total', { name })).toBe(1);
    const text = (await server.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain(`corkboard_client_errors_total{name="${name}"} 1`);
    const lines = logLines.slice(before).filter((line) => line.msg === 'client error reported');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, clientError: name, clientMessage: 'repin failed' });
  });

  it('takes names of 1 to 80 lower-case letters, digits, underscores and dots, and messages up to 500 characters', async () => {
    const call = (body: unknown) => v3Call(server, '/v3/client_errors/', { method: 'POST', body });
    expect((await call({ name: 'a'.repeat(80) })).status).toBe(200);
    expect((await call({ name: 'x', message: 'm'.repeat(500) })).status).toBe(200);
    for (const name of ['a'.repeat(81), '', 'Error.Merge', 'error merge', 'error-merge', 7, undefined]) {
      const r = await call({ name });
      expect(r.status).toBe(400);
      expect(v3Error(r)).toMatchObject({ param: 'name' });
    }
    const long = await call({ name: 'x', message: 'm'.repeat(501) });
    expect(v3Error(long)).toMatchObject({ param: 'message', message: 'message must be at most 500 characters.' });
    // Names the app does not report are counted under one 'other' series (bounded labels).
    expect(await counterValue(metrics, 'corkboard_client_errors_total', { name: 'x' })).toBe(0);
    expect(await counterValue(metrics, 'corkboard_client_errors_total', { name: 'other' })).toBe(2);
    expect(await counterValue(metrics, 'corkboard_client_errors_total', { name: 'Error.Merge' })).toBe(0);
  });
});
