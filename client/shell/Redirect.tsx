import { useRouter } from 'found';
import { Spinner } from 'gestalt';
import { useEffect, type ReactNode } from 'react';

/**
 * Replaces the location after rendering (not a RedirectException: a route also re-renders on store
 * updates, e.g. logging out on /settings, where throwing would hit the error boundary). Shows
 * `fallback` meanwhile (a spinner unless told).
 */
export default function Redirect({ to, fallback }: { readonly to: string; readonly fallback?: ReactNode }) {
  const { router } = useRouter();
  useEffect(() => {
    router.replace(to);
  }, [router, to]);
  return <>{fallback ?? <Spinner show accessibilityLabel="Loading" />}</>;
}
