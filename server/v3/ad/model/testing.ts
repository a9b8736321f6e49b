/** Test helpers for the advertising model: requests with any method (PATCH included) and a movable clock. */
import type { Storage } from '../../../db/client.ts';
import { interests } from '../../../db/schema.ts';
import type { V3Envelope } from '../../../testing/harness.ts';
import { freshIp } from '../../../testing/members.ts';
import type { TestServer } from '../../../testing/server.ts';

export interface AdAnswer<T = unknown> {
  status: number;
  body: V3Envelope;
  data: T;
  error: { message: string; code: string; param?: string } | null;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One v3 request as `cookie`'s member (none: logged out); writes carry the same-origin Fetch Metadata. */
export async function adCall<T = unknown>(server: TestServer, method: Method, url: string, options: { cookie?: string; body?: unknown } = {}): Promise<AdAnswer<T>> {
  const response = await server.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: {
      ...(options.cookie ? { cookie: `cb_session=${options.cookie}` } : {}),
      ...(method !== 'GET' && options.cookie ? { 'sec-fetch-site': 'same-origin' } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const text = response.body;
  let body: V3Envelope;
  try {
    body = JSON.parse(text) as V3Envelope;
  } catch {
    body = { resource_response: { data: null, bookmark: null, error: null, http_status: response.statusCode } };
  }
  return { status: response.statusCode, body, data: body.resource_response?.data as T, error: body.resource_response?.error ?? null, headers: response.headers, text };
}

/** A clock tests move by hand (rate-limit windows, campaign schedules). Starts just after a minute and an hour begin. */
export function handClock(start = Date.UTC(2026, 10, 2, 9, 0, 1)) {
  let now = start;
  return {
    clock: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** Interests by name (made directly: no v3 resource makes them). */
export async function makeInterests(storage: Storage, names: string[]): Promise<number[]> {
  const rows = await storage.db
    .insert(interests)
    .values(names.map((name) => ({ name, urlName: name.toLowerCase().replace(/\W+/g, '-') })))
    .returning({ id: interests.id });
  return rows.map((row) => Number(row.id));
}
