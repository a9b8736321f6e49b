/**
 * The GraphQL layer's only way to data: HTTP requests to a v3 REST deployment (V3_API_URL).
 * Answers are unwrapped from the envelope and camelized here; every request is counted.
 */
import { GraphQLError } from 'graphql';
import { camelize, type Camelize } from './camelize.ts';
import { sseEvents, type SseEvent } from './sse.ts';
import { fetchTransport, undiciTransport, type V3CallInit, type V3Response, type V3Transport } from './transport.ts';

export const END_BOOKMARK = '-end-';

export interface V3Page<T> {
  data: T;
  bookmark: string | null;
}

export interface V3ClientOptions {
  baseUrl: string;
  /** Headers passed through from the browser's request (cookies, language …). */
  forwardHeaders?: Record<string, string>;
  /** Called once per upstream request with its resource and status. */
  onRequest?: (resource: string, status: number) => void;
  /** Set-Cookie headers v3 sent (a new session on login …), to pass on to the browser. */
  onSetCookie?: (cookies: string[]) => void;
  /** Make the calls with this fetch instead of the shared undici pool (tests). */
  fetch?: typeof fetch;
  /** The request's execution deadline: once it aborts, every call still open fails at once. */
  signal?: AbortSignal;
  /** When that deadline falls (ms since the epoch), to judge whether a read may be tried again. */
  deadlineAt?: number;
  /** How long one call may take (default DEFAULT_V3_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** How long one v3 call may take when nothing else is configured. */
export const DEFAULT_V3_TIMEOUT_MS = 3000;
/** Statuses after which an idempotent read is tried once more (a replica restarting, a proxy's hiccup). */
const RETRY_STATUSES = new Set([502, 503, 504]);
/**
 * The longest URL sent to v3: servers refuse longer request lines (Node's header limit is 16 KB)
 * by closing the connection, so an argument that would make one is refused here, as the client's mistake.
 */
export const MAX_V3_URL_LENGTH = 8192;
/** A `.` or `..` path segment, plain or percent-encoded (URL parsing would resolve either). */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;
/** How long a v3 event stream may stay silent (v3 writes a comment line every 25 s) before it counts as stalled. */
export const STREAM_IDLE_MS = 60_000;
/** A read is not tried again unless this much of the deadline is left. */
const RETRY_MIN_LEFT_MS = 250;

export class V3RequestError extends GraphQLError {
  constructor(
    message: string,
    readonly status: number,
    readonly v3Code: string,
    /** The input field v3 named as wrong, if any. */
    readonly param?: string,
  ) {
    super(message, {
      extensions: { code: V3RequestError.codeOf(status, v3Code), upstreamStatus: status, ...(param ? { param } : {}) },
    });
  }

  private static codeOf(status: number, v3Code: string): string {
    if (v3Code === 'upstream_timeout' || v3Code === 'deadline_exceeded') return v3Code.toUpperCase();
    return status >= 500 ? 'UPSTREAM_ERROR' : v3Code.toUpperCase();
  }
}

interface Envelope {
  resource_response?: {
    data?: unknown;
    bookmark?: string | null;
    error?: { message?: string; code?: string; param?: string } | null;
  };
}

type Query = Record<string, string | number | undefined>;

/** Replaces (or, for an expiring cookie, removes) the cookies a Set-Cookie list names in a Cookie header. */
export function applySetCookies(cookieHeader: string | undefined, setCookies: readonly string[]): string {
  const jar = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a) || /^\s*expires\s*=\s*thu, 01 jan 1970/i.test(a));
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(at + 1).trim());
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The resource label for metrics: the path with ids and names replaced. */
const resourceOf = (path: string): string =>
  path
    .replace(/^\/v3\//, '')
    .replace(/\/$/, '')
    .split('/')
    .map((part, i) => (i > 0 && !/^(pins|boards|sections|home|typeahead|related|onboarding|username|suggest|exists|archive|position|pin_filters|favorite|move|select_all)$/.test(part) ? ':id' : part))
    .join('/');

export class V3Client {
  /** Compression costs CPU on both ends and saves nothing on loopback. */
  private readonly encoding: string;
  private readonly transport: V3Transport;

  constructor(private readonly options: V3ClientOptions) {
    const host = new URL(options.baseUrl).hostname;
    this.encoding = host === '127.0.0.1' || host === 'localhost' || host === '[::1]' ? 'identity' : 'gzip, br';
    this.transport = options.fetch ? fetchTransport(options.fetch) : undiciTransport;
  }

  /**
   * Whether this request carries anything v3 could know a person by (a cookie or an Authorization
   * header). Without either it is a logged-out visitor, and v3 need not be asked who is signed in.
   */
  get hasCredentials(): boolean {
    const headers = this.options.forwardHeaders;
    return Boolean(headers?.cookie || headers?.authorization);
  }

  /**
   * The user id the latest v3 answer said it answered as (undefined when it named nobody, or before
   * any answer): who is signed in, known without asking /v3/users/me/. A sign-in or sign-out in the
   * same operation changes it with the next answer.
   */
  get viewerId(): string | undefined {
    return this.answeredAs;
  }

  private answeredAs: string | undefined;

  get<T>(path: string, query: Query = {}): Promise<V3Page<Camelize<T>>> {
    return this.request<T>('GET', path, query);
  }

  /** A write; `body` is sent as snake_case JSON, as v3 takes it. */
  post<T>(path: string, body: Record<string, unknown> = {}): Promise<Camelize<T>> {
    return this.send<T>('POST', path, body);
  }

  async send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body: Record<string, unknown> = {}): Promise<Camelize<T>> {
    return (await this.request<T>(method, path, {}, body)).data;
  }

  private async request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, query: Query, body?: Record<string, unknown>): Promise<V3Page<Camelize<T>>> {
    // An id from a client ("../boards/5", "%2e%2e") must not steer the call to another resource.
    if (DOT_SEGMENT.test(path.split('?')[0] ?? '')) {
      throw new V3RequestError('An id in the request is not valid', 400, 'bad_user_input');
    }
    const url = new URL(this.options.baseUrl + path);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
    if (url.href.length > MAX_V3_URL_LENGTH) {
      throw new V3RequestError(`The arguments are too long: the v3 request would be ${url.href.length} characters (at most ${MAX_V3_URL_LENGTH})`, 400, 'bad_user_input');
    }
    const headers: Record<string, string> = { ...this.options.forwardHeaders, accept: 'application/json', 'accept-encoding': this.encoding };
    if (body) headers['content-type'] = 'application/json';
    const init = { method, headers, body: body ? JSON.stringify(body) : undefined };
    let answer = await this.attempt(url, path, init);
    // Reads are idempotent: one more try after a network failure, a timeout or a gateway error,
    // if the deadline leaves time for it. Writes are never repeated.
    if (method === 'GET' && answer.retryable && !this.options.signal?.aborted && this.timeLeft() > RETRY_MIN_LEFT_MS) {
      answer = await this.attempt(url, path, init);
    }
    if ('error' in answer) throw answer.error;
    const response = answer.response;
    this.answeredAs = response.viewerId;
    const setCookies = response.setCookies;
    if (setCookies.length > 0) {
      // Later requests in this same GraphQL operation act as the new session.
      const forward = (this.options.forwardHeaders ??= {});
      forward.cookie = applySetCookies(forward.cookie, setCookies);
      if (!forward.cookie) delete forward.cookie;
      this.options.onSetCookie?.(setCookies);
    }
    const envelope = answer.envelope;
    const rr = envelope.resource_response;
    if (!response.ok || !rr || rr.error) {
      const message = response.status >= 500 ? 'The v3 API failed' : rr?.error?.message ?? `v3 answered ${response.status}`;
      throw new V3RequestError(message, response.status, rr?.error?.code ?? 'upstream_error', rr?.error?.param);
    }
    return { data: camelize(rr.data as T), bookmark: rr.bookmark ?? null };
  }

  /**
   * A read whose answer is a file, not an envelope (a text/csv download): its body as text. v3's
   * refusals are envelopes as usual and throw as V3RequestError. Not tried again.
   */
  async getText(path: string, query: Query = {}): Promise<string> {
    if (DOT_SEGMENT.test(path)) throw new V3RequestError('An id in the request is not valid', 400, 'bad_user_input');
    const url = new URL(this.options.baseUrl + path);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = this.options.signal ? AbortSignal.any([this.options.signal, timeout]) : timeout;
    const headers: Record<string, string> = { ...this.options.forwardHeaders, accept: 'text/csv, application/json', 'accept-encoding': this.encoding };
    let response: V3Response;
    let body: string;
    try {
      response = await this.transport(url, { method: 'GET', headers, body: undefined, signal });
      body = await response.text();
    } catch {
      this.options.onRequest?.(resourceOf(path), 0);
      throw this.failure(timeout, 'The v3 API could not be reached', 'upstream_unreachable');
    }
    this.options.onRequest?.(resourceOf(path), response.status);
    this.answeredAs = response.viewerId;
    if (response.ok) return body;
    let error: { message?: string; code?: string; param?: string } | null | undefined;
    try {
      error = (JSON.parse(body) as Envelope).resource_response?.error;
    } catch {
      error = undefined;
    }
    const message = response.status >= 500 ? 'The v3 API failed' : error?.message ?? `v3 answered ${response.status}`;
    throw new V3RequestError(message, response.status, error?.code ?? 'upstream_error', error?.param);
  }

  /**
   * A v3 Server-Sent Events stream (what a subscription listens to). Connecting is bounded by the call
   * timeout; then it lasts while `signal` (the subscriber) and v3 keep it open, unless it is silent for
   * `idleMs`. It is not bound by the request's execution deadline. A refusal throws as V3RequestError;
   * a stream that stalls or breaks throws UPSTREAM_ERROR; one v3 ends simply ends.
   */
  async *stream(path: string, query: Query, signal: AbortSignal, idleMs = STREAM_IDLE_MS): AsyncGenerator<SseEvent> {
    if (DOT_SEGMENT.test(path)) throw new V3RequestError('An id in the request is not valid', 400, 'bad_user_input');
    const url = new URL(this.options.baseUrl + path);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...this.options.forwardHeaders, accept: 'text/event-stream', 'accept-encoding': 'identity' };
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal.addEventListener('abort', stop);
    const connecting = setTimeout(stop, this.timeoutMs);
    let idle: NodeJS.Timeout | undefined;
    try {
      let response: Response;
      try {
        response = await (this.options.fetch ?? fetch)(url, { headers, signal: controller.signal });
      } catch {
        this.options.onRequest?.(resourceOf(path), 0);
        if (signal.aborted) return;
        throw new V3RequestError(`The v3 event stream did not open within ${this.timeoutMs} ms`, 504, 'upstream_timeout');
      } finally {
        clearTimeout(connecting);
      }
      this.options.onRequest?.(resourceOf(path), response.status);
      if (!response.ok || !response.body) {
        let error: { message?: string; code?: string; param?: string } | null | undefined;
        try {
          error = ((await response.json()) as Envelope).resource_response?.error;
        } catch {
          error = undefined;
        }
        const message = response.status >= 500 ? 'The v3 API failed' : error?.message ?? `v3 answered ${response.status}`;
        throw new V3RequestError(message, response.status, error?.code ?? 'upstream_error', error?.param);
      }
      idle = setTimeout(stop, idleMs);
      const timer = idle;
      try {
        yield* sseEvents(response.body as unknown as AsyncIterable<Uint8Array>, () => timer.refresh());
      } catch {
        if (signal.aborted) return;
        throw new V3RequestError(controller.signal.aborted ? `The v3 event stream was silent for ${idleMs} ms` : 'The v3 event stream broke off', 502, 'upstream_error');
      }
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', stop);
      controller.abort();
    }
  }

  /** Milliseconds of the request's deadline left (Infinity without one). */
  private timeLeft(): number {
    if (this.options.signal?.aborted) return 0;
    return this.options.deadlineAt === undefined ? Infinity : this.options.deadlineAt - Date.now();
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? DEFAULT_V3_TIMEOUT_MS;
  }

  /** One call, bounded by its own timeout and the request's deadline; the body is read inside both. */
  private async attempt(
    url: URL,
    path: string,
    init: Omit<V3CallInit, 'signal'>,
  ): Promise<{ response: V3Response; envelope: Envelope; retryable: boolean } | { error: V3RequestError; retryable: boolean }> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = this.options.signal ? AbortSignal.any([this.options.signal, timeout]) : timeout;
    let response: V3Response;
    try {
      response = await this.transport(url, { ...init, signal });
    } catch {
      this.options.onRequest?.(resourceOf(path), 0);
      return { error: this.failure(timeout, 'The v3 API could not be reached', 'upstream_unreachable'), retryable: true };
    }
    this.options.onRequest?.(resourceOf(path), response.status);
    try {
      const envelope = JSON.parse(await response.text()) as Envelope;
      return { response, envelope, retryable: RETRY_STATUSES.has(response.status) };
    } catch {
      if (signal.aborted) return { error: this.failure(timeout, '', ''), retryable: true };
      return { error: new V3RequestError(`The v3 API answered ${response.status} without a JSON envelope`, 502, 'upstream_error'), retryable: RETRY_STATUSES.has(response.status) };
    }
  }

  /** Why a call ended without an answer: the deadline, its own timeout, or the network. */
  private failure(timeout: AbortSignal, message: string, code: string): V3RequestError {
    if (this.options.signal?.aborted) return new V3RequestError('The request ran out of time before the v3 API answered', 504, 'deadline_exceeded');
    if (timeout.aborted) return new V3RequestError(`The v3 API did not answer within ${this.timeoutMs} ms`, 504, 'upstream_timeout');
    return new V3RequestError(message, 502, code);
  }

  /** A single resource, or null when v3 answers 404. */
  async getOrNull<T>(path: string): Promise<Camelize<T> | null> {
    try {
      return (await this.get<T>(path)).data;
    } catch (error) {
      if (error instanceof V3RequestError && error.status === 404) return null;
      throw error;
    }
  }
}
