/**
 * What happens to an error React recovered from while hydrating (hydrateRoot's onRecoverableError):
 * most often the server's markup and the browser's first render differed, and React rendered that
 * part again in the browser. The person sees the page either way, so it is not thrown at the page
 * (window.onerror); it is written to the console as a warning that names where it happened, and
 * counted as a named client failure (POST /v3/client_errors/, corkboard_client_errors_total at
 * /metrics) so a mismatch that slips in shows up in production rather than vanishing.
 */

export const RECOVERED_ERROR_NAME = 'error.hydration_recovered';
/** /v3/client_errors/ takes messages of at most 500 characters. */
const MAX_MESSAGE = 500;
/** Component frames kept in the report (the innermost ones say where). */
const STACK_FRAMES = 6;

export interface RecoveredErrorInfo {
  readonly componentStack?: string | undefined;
}

/** The report's message: the error, the page and the innermost component frames, at most 500 characters. */
export function recoveredErrorMessage(error: unknown, info: RecoveredErrorInfo, pathname: string): string {
  const text = error instanceof Error ? error.message : String(error);
  const frames = (info.componentStack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, STACK_FRAMES)
    .join(' < ');
  return `${text} (on ${pathname})${frames ? ` in ${frames}` : ''}`.slice(0, MAX_MESSAGE);
}

export interface ReportDeps {
  readonly warn: (message: string) => void;
  readonly send: (body: string) => void;
  readonly pathname: string;
}

export function reportRecoveredError(error: unknown, info: RecoveredErrorInfo, deps: ReportDeps): void {
  const message = recoveredErrorMessage(error, info, deps.pathname);
  deps.warn(`[hydration] ${message}`);
  try {
    deps.send(JSON.stringify({ name: RECOVERED_ERROR_NAME, message }));
  } catch (_error) {
    // A lost report changes nothing the person sees.
  }
}

/** The browser's reporter, for hydrateRoot's onRecoverableError. */
export function onRecoverableError(error: unknown, info: RecoveredErrorInfo): void {
  reportRecoveredError(error, info, {
    warn: (message) => console.warn(message),
    send: (body) => {
      void fetch('/v3/client_errors/', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true, credentials: 'same-origin' }).catch(() => {
        // Offline: nothing to do.
      });
    },
    pathname: window.location.pathname,
  });
}
