import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';
import { internalNetworks, isInternalIp } from './routes.ts';

describe('internal networks', () => {
  it('matches addresses inside the CIDRs and not outside them', () => {
    const list = internalNetworks(['127.0.0.0/8', '10.20.0.0/16', '::1/128', '192.0.2.7']);
    expect(isInternalIp(list, '127.0.0.1')).toBe(true);
    expect(isInternalIp(list, '::ffff:127.0.0.1')).toBe(true);
    expect(isInternalIp(list, '::1')).toBe(true);
    expect(isInternalIp(list, '10.20.255.255')).toBe(true);
    expect(isInternalIp(list, '10.21.0.0')).toBe(false);
    expect(isInternalIp(list, '192.0.2.7')).toBe(true);
    expect(isInternalIp(list, '192.0.2.8')).toBe(false);
    expect(isInternalIp(list, 'not an ip')).toBe(false);
  });

  it('refuses malformed entries with a message naming them', () => {
    expect(() => internalNetworks(['10.0.0.0/33'])).toThrow('INTERNAL_NETWORKS: "10.0.0.0/33" has a bad prefix length');
    expect(() => internalNetworks(['intranet'])).toThrow('"intranet" is not an IP address or CIDR');
  });
});

describe.each(backends().slice(0, 1))('GET /v3/debug/ (the deb_ box) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const OUTSIDE = '203.0.113.9';

  const signup = async (username: string, ip: string): Promise<{ token: string; id: number }> => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v3/register/',
      remoteAddress: ip,
      payload: { email: `${username}@example.com`, password: 'correct horse battery', birthday: '1990-05-04', username },
    });
    expect(response.statusCode).toBe(201);
    const token = /^cb_session=([^;]*)/.exec(String(response.headers['set-cookie']))![1]!;
    return { token, id: Number((response.json() as { resource_response: { data: { id: string } } }).resource_response.data.id) };
  };
  const debug = (remoteAddress: string, token?: string) =>
    server.app.inject({ method: 'GET', url: '/v3/debug/', remoteAddress, headers: token ? { cookie: `cb_session=${token}` } : {} });

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('refuses a logged-out visitor from outside', async () => {
    const response = await debug(OUTSIDE);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ resource_response: { data: null, error: { code: 'forbidden' } } });
  });

  it('refuses a member who is not an employee, from outside', async () => {
    const member = await signup('plain_member', '203.0.113.10');
    expect((await debug(OUTSIDE, member.token)).statusCode).toBe(403);
  });

  it('answers an employee from anywhere', async () => {
    const staff = await signup('staff_member', '203.0.113.11');
    await storage.db.update(users).set({ isEmployee: true }).where(eq(users.id, staff.id));
    const response = await debug(OUTSIDE, staff.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().resource_response.data).toMatchObject({
      client_ip: OUTSIDE,
      internal_ip: false,
      viewer_id: String(staff.id),
      username: 'staff_member',
      is_employee: true,
      limited_login: false,
      pid: process.pid,
    });
  });

  it('answers a logged-out visitor from the internal network (loopback by default)', async () => {
    const response = await debug('127.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json().resource_response.data).toMatchObject({ internal_ip: true, viewer_id: null, is_employee: false });
  });

  it('believes X-Forwarded-For only from a trusted proxy, so outsiders cannot claim to be inside', async () => {
    const spoofed = await server.app.inject({ method: 'GET', url: '/v3/debug/', remoteAddress: OUTSIDE, headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(spoofed.statusCode).toBe(403);
    const proxied = await server.app.inject({ method: 'GET', url: '/v3/debug/', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': OUTSIDE } });
    expect(proxied.statusCode).toBe(403);
  });
});
