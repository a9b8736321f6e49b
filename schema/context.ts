import { V3Client } from './v3/client.ts';

/** Per-request context: the v3 client (Pothos keeps its per-request DataLoaders keyed on this object). */
export interface Context {
  v3: V3Client;
  /** The browser's User-Agent, for bot detection. */
  userAgent: string;
  /** Aborts when the request's execution deadline passes; every v3 call still open then fails. */
  deadline: AbortSignal;
}

export interface ContextOptions {
  v3ApiUrl: string;
  headers: Headers;
  /** The browser's IP, passed to v3 as X-Forwarded-For (v3 trusts it only from loopback or configured proxies). */
  clientIp?: string;
  onUpstreamRequest?: (resource: string, status: number) => void;
  /** Receives Set-Cookie headers from v3, for the HTTP layer to send to the browser. */
  onSetCookie?: (cookies: string[]) => void;
  /** How long the request may run (GRAPHQL_DEADLINE_MS). */
  deadlineMs: number;
  /** How long one v3 call may take (V3_TIMEOUT_MS). */
  v3TimeoutMs: number;
}

/**
 * Browser headers v3 needs to answer as the same person: the session cookie, and the Fetch Metadata
 * and Origin headers its CSRF check reads (a browser cannot forge them cross-site).
 */
const FORWARDED = [
  'cookie',
  'authorization',
  'accept-language',
  'user-agent',
  // The mobile client hint: ads targeted by device (issue 19, server/v3/ad/device.ts).
  'sec-ch-ua-mobile',
  'x-forwarded-proto',
  'sec-fetch-site',
  'origin',
] as const;

export function createContext(options: ContextOptions): Context {
  const forwardHeaders: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = options.headers.get(name);
    if (value) forwardHeaders[name] = value;
  }
  // The browser's Host, so v3 can compare it with Origin (the hop to v3 has its own Host).
  if (options.clientIp) forwardHeaders['x-forwarded-for'] = options.clientIp;
  const host = options.headers.get('host');
  if (host) forwardHeaders['x-forwarded-host'] = host;
  const deadline = AbortSignal.timeout(options.deadlineMs);
  return {
    v3: new V3Client({
      baseUrl: options.v3ApiUrl,
      forwardHeaders,
      onRequest: options.onUpstreamRequest,
      onSetCookie: options.onSetCookie,
      signal: deadline,
      deadlineAt: Date.now() + options.deadlineMs,
      timeoutMs: options.v3TimeoutMs,
    }),
    userAgent: options.headers.get('user-agent') ?? '',
    deadline,
  };
}
