import { useRouter } from 'found';
import { useEffect, type ReactNode } from 'react';

/**
 * Replaces the location after rendering (not a RedirectException: a route also re-renders on store
 * updates, e.g. logging out on /settings, where throwing would hit the error boundary). Shows
 * `fallback` meanwhile (an empty busy status unless told: it is there for a moment, and a spinner's
 * code would be in the app's first script for it).
 */
export default function Redirect({ to, fallback }: { readonly to: string; readonly fallback?: ReactNode }) {
  const { router } = useRouter();
  useEffect(() => {
    router.replace(to);
  }, [router, to]);
  return <>{fallback ?? <div role="status" aria-busy="true" aria-label="Loading" />}</>;
}
