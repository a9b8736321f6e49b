/**
 * How the GraphQL layer's v3 calls travel: undici's request API over one keep-alive connection pool
 * per process (cheaper per call than fetch, which builds WHATWG Request, Response and stream objects
 * for every call), or a fetch function a caller supplies (tests).
 */
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { Agent, request } from 'undici';

export interface V3CallInit {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal;
}

export interface V3Response {
  status: number;
  ok: boolean;
  setCookies: string[];
  /** Whom v3 answered as (its x-v3-viewer-id header); undefined when it did not say. */
  viewerId: string | undefined;
  /** The body as text; rejects when the call is aborted while reading. */
  text(): Promise<string>;
}

export type V3Transport = (url: URL, init: V3CallInit) => Promise<V3Response>;

/** The header naming the viewer v3 answered as (server/v3/session/plugin.ts VIEWER_HEADER). */
const VIEWER_HEADER = 'x-v3-viewer-id';

/** Idle connections are kept this long for the next call (v3's own keep-alive is longer). */
const KEEP_ALIVE_MS = 4000;
/** Connections per v3 origin: enough for every call of a busy process in flight at once. */
const CONNECTIONS = 128;

let agent: Agent | null = null;
const pool = (): Agent => (agent ??= new Agent({ keepAliveTimeout: KEEP_ALIVE_MS, connections: CONNECTIONS }));

const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliDecompress);

/** The default transport: undici.request on the shared pool, decoding gzip and br bodies. */
export const undiciTransport: V3Transport = async (url, init) => {
  const response = await request(url, { method: init.method, headers: init.headers, body: init.body, signal: init.signal, dispatcher: pool() });
  const cookies = response.headers['set-cookie'];
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  const viewer = response.headers[VIEWER_HEADER];
  return {
    status: response.statusCode,
    ok: response.statusCode >= 200 && response.statusCode < 300,
    setCookies: cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies],
    viewerId: typeof viewer === 'string' ? viewer : undefined,
    async text() {
      if (encoding !== 'gzip' && encoding !== 'br') return response.body.text();
      const raw = Buffer.from(await response.body.arrayBuffer());
      return (encoding === 'gzip' ? await gunzipAsync(raw) : await brotliAsync(raw)).toString('utf8');
    },
  };
};

/** A transport over a fetch function (decoding is fetch's). */
export const fetchTransport =
  (doFetch: typeof fetch): V3Transport =>
  async (url, init) => {
    const response = await doFetch(url, init);
    return {
      status: response.status,
      ok: response.ok,
      setCookies: response.headers.getSetCookie(),
      viewerId: response.headers.get(VIEWER_HEADER) ?? undefined,
      text: () => response.text(),
    };
  };
