import { V3Client } from './v3/client.ts';

/** Per-request context: the v3 client (Pothos keeps its per-request DataLoaders keyed on this object). */
export interface Context {
  v3: V3Client;
}

export interface ContextOptions {
  v3ApiUrl: string;
  headers: Headers;
  onUpstreamRequest?: (resource: string, status: number) => void;
}

/** Browser headers the v3 API may need to answer as the same person (sessions land with accounts). */
const FORWARDED = ['cookie', 'authorization', 'accept-language', 'user-agent', 'x-forwarded-for'] as const;

export function createContext(options: ContextOptions): Context {
  const forwardHeaders: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = options.headers.get(name);
    if (value) forwardHeaders[name] = value;
  }
  return {
    v3: new V3Client({ baseUrl: options.v3ApiUrl, forwardHeaders, onRequest: options.onUpstreamRequest }),
  };
}
