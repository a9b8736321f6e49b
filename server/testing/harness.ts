/**
 * Shared integration-test setup: a storage backend plus a listening test server per describe block,
 * and the v3 envelope call helper the REST tests use.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Storage } from '../db/client.ts';
import { freshIp } from './members.ts';
import { startTestServer, type TestServer } from './server.ts';
import type { Backend } from './storage.ts';

export interface TestEnv {
  readonly storage: Storage;
  readonly server: TestServer;
}

/**
 * Opens `backend` and starts a test server on it before the enclosing describe's tests (after
 * `seed`, if given, has run on the fresh storage), and closes both afterwards. Returns a getter
 * for the two, usable inside hooks and tests.
 */
export function useTestServer(backend: Backend, options: { seed?: (storage: Storage) => Promise<void> } = {}): () => TestEnv {
  let storage: Storage | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    storage = await backend.open();
    await options.seed?.(storage);
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });
  return () => {
    if (!storage || !server) throw new Error('useTestServer: the test server is not running (used outside beforeAll/it?)');
    return { storage, server };
  };
}

/** The v3 REST answer envelope. */
export interface V3Envelope {
  resource_response: {
    data: unknown;
    bookmark: string | null;
    error: { message: string; code: string; param?: string } | null;
    http_status: number;
  };
}

export interface V3CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A cb_session token; on other methods than GET it also sends `sec-fetch-site: same-origin`. */
  cookie?: string;
  /** False: a cookie write without that Fetch Metadata (as a forged or scripted request would send it). */
  fetchMetadata?: boolean;
  /** A personal access token, sent as `Authorization: Bearer`. */
  bearer?: string;
  headers?: Record<string, string>;
}

export interface V3Answer {
  status: number;
  body: V3Envelope;
  headers: Record<string, string | string[] | number | undefined>;
}

/** One v3 request through `server.app.inject` from a fresh client IP, answered as status + envelope. */
export async function v3Call(
  server: TestServer,
  url: string,
  { method = 'GET', body, cookie, fetchMetadata = true, bearer, headers = {} }: V3CallOptions = {},
): Promise<V3Answer> {
  const response = await server.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: {
      ...(cookie ? { cookie: `cb_session=${cookie}` } : {}),
      ...(method !== 'GET' && cookie && fetchMetadata ? { 'sec-fetch-site': 'same-origin' } : {}),
      ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() as V3Envelope, headers: response.headers };
}

/** An answer's `resource_response.data`, as `T`. */
export const v3Data = <T>(r: { body: V3Envelope }): T => r.body.resource_response.data as T;
/** An answer's `resource_response.error`. */
export const v3Error = (r: { body: V3Envelope }) => r.body.resource_response.error;
