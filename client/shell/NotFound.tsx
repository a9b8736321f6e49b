import { lazy, Suspense } from 'react';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * Unknown routes and unknown pins (the server answers those URLs with HTTP 404 itself). Its code
 * loads when it is shown: no page a visitor opens on purpose needs it.
 */
export default function NotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
