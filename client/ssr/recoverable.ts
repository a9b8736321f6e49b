/**
 * What happens to an error React recovered from while hydrating (hydrateRoot's onRecoverableError):
 * most often the server's markup and the browser's first render differed, and React rendered that
 * part again in the browser. The person sees the page either way, so it is not thrown at the page
 * (window.onerror); it is written to the console as a warning that names where it happened, and
 * counted as a named client failure (POST /v3/client_errors/, corkboard_client_errors_total at
 * /metrics) so a mismatch that slips in shows up in production rather than vanishing.
 */

export const RECOVERED_ERROR_NAME = 'error.hydration_recovered';

/** The report's message: the error, the page and the innermost six component frames, at most 500 characters (what /v3/client_errors/ takes). */
export function recoveredErrorMessage(error: unknown, componentStack: string | undefined, pathname: string): string {
  const frames = (componentStack ?? '').trim().split(/\s*\n\s*/).slice(0, 6).join(' < ');
  return `${error instanceof Error ? error.message : String(error)} (on ${pathname})${frames ? ` in ${frames}` : ''}`.slice(0, 500);
}

export function onRecoverableError(error: unknown, info: { readonly componentStack?: string | undefined }): void {
  const message = recoveredErrorMessage(error, info.componentStack, location.pathname);
  console.warn(`[hydration] ${message}`);
  fetch('/v3/client_errors/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: RECOVERED_ERROR_NAME, message }), keepalive: true }).catch(() => {
    // A lost report changes nothing the person sees.
  });
}
