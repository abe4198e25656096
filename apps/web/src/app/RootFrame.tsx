import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../components/PageLoader';

/** The outermost route: waits for lazily loaded screens and restores scroll positions. */
export function RootFrame() {
  return (
    <>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
