/** Members for v3 integration tests: sign-up through /v3/register/ from a fresh IP (sign-up is rate limited per IP). */
import { eq } from 'drizzle-orm';
import type { Storage } from '../db/client.ts';
import { users, type UserRow } from '../db/schema.ts';
import type { TestServer } from './server.ts';

let ipCounter = 0;
/** A new client IP each call (10.0.0.1, 10.0.0.2, …), so per-IP rate limits never trip in tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 62500) % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export interface Member {
  /** The cb_session cookie value. */
  token: string;
  row: UserRow;
  username: string;
}

/** Signs `username` up through v3 (password 'correct horse battery') and returns the session token and row. */
export async function signUp(server: TestServer, storage: Storage, username: string, ip: string = freshIp()): Promise<Member> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v3/register/',
    remoteAddress: ip,
    payload: { email: `${username}@example.com`, password: 'correct horse battery', birthday: '1990-05-04', username },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up of ${username} failed with ${response.statusCode}: ${response.body}`);
  const token = /^cb_session=([^;]*)/.exec(String(response.headers['set-cookie']))?.[1];
  if (!token) throw new Error(`sign-up of ${username} set no session cookie`);
  const body = response.json() as { resource_response: { data: { id: string } } };
  const [row] = await storage.db.select().from(users).where(eq(users.id, Number(body.resource_response.data.id)));
  if (!row) throw new Error(`sign-up of ${username} left no users row`);
  return { token, row, username };
}
