/**
 * What the server build (client/ssr/entry-server.tsx, dist-ssr/) and the server that loads it
 * (server/http/ssr.ts) agree on. Types only.
 */
export interface RenderRequest {
  /** The path and query string. */
  readonly url: string;
  /** Answers the client's POSTs to /graphql (the server's own GraphQL, as the visitor). */
  readonly fetchImpl: typeof fetch;
  /** Aborts rendering (the caller's deadline): the promise rejects. */
  readonly signal: AbortSignal;
  /** Render the phone layout (the request looks like a phone's: useIsMobile's ServerViewportContext). */
  readonly mobile: boolean;
}

export type RenderResult =
  | { readonly kind: 'redirect'; readonly status: number; readonly url: string }
  | {
      readonly kind: 'page';
      readonly status: number;
      readonly html: string;
      readonly recordsScript: string;
      /** <html data-color-scheme>: the signed-in viewer's setting, else the OS's ('auto'). */
      readonly colorScheme: 'dark' | 'light' | 'auto';
    };

export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
  /** The inline script that records what the visitor does before hydration (client/ssr/earlyInput.ts). */
  readonly EARLY_INPUT_SCRIPT: string;
}
