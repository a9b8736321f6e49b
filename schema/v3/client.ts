/**
 * The GraphQL layer's only way to data: HTTP requests to a v3 REST deployment (V3_API_URL).
 * Answers are unwrapped from the envelope and camelized here; every request is counted.
 */
import { GraphQLError } from 'graphql';
import { camelize, type Camelize } from './camelize.ts';

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
  fetch?: typeof fetch;
}

export class V3RequestError extends GraphQLError {
  constructor(
    message: string,
    readonly status: number,
    code: string,
  ) {
    super(message, { extensions: { code: status >= 500 ? 'UPSTREAM_ERROR' : code.toUpperCase(), upstreamStatus: status } });
  }
}

interface Envelope {
  resource_response?: { data?: unknown; bookmark?: string | null; error?: { message?: string; code?: string } | null };
}

/** The resource label for metrics: the path with ids and names replaced. */
const resourceOf = (path: string): string =>
  path
    .replace(/^\/v3\//, '')
    .replace(/\/$/, '')
    .split('/')
    .map((part, i) => (i > 0 && !/^(pins|boards|sections|home)$/.test(part) ? ':id' : part))
    .join('/');

export class V3Client {
  /** Compression costs CPU on both ends and saves nothing on loopback. */
  private readonly encoding: string;

  constructor(private readonly options: V3ClientOptions) {
    const host = new URL(options.baseUrl).hostname;
    this.encoding = host === '127.0.0.1' || host === 'localhost' || host === '[::1]' ? 'identity' : 'gzip, br';
  }

  async get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<V3Page<Camelize<T>>> {
    const url = new URL(this.options.baseUrl + path);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(url, { headers: { ...this.options.forwardHeaders, accept: 'application/json', 'accept-encoding': this.encoding } });
    } catch {
      this.options.onRequest?.(resourceOf(path), 0);
      throw new V3RequestError('The v3 API could not be reached', 502, 'upstream_unreachable');
    }
    this.options.onRequest?.(resourceOf(path), response.status);
    let body: Envelope;
    try {
      body = (await response.json()) as Envelope;
    } catch {
      throw new V3RequestError(`The v3 API answered ${response.status} without a JSON envelope`, 502, 'upstream_error');
    }
    const rr = body.resource_response;
    if (!response.ok || !rr || rr.error) {
      const message = response.status >= 500 ? 'The v3 API failed' : rr?.error?.message ?? `v3 answered ${response.status}`;
      throw new V3RequestError(message, response.status, rr?.error?.code ?? 'upstream_error');
    }
    return { data: camelize(rr.data as T), bookmark: rr.bookmark ?? null };
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
