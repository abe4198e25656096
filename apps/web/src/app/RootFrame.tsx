import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { DemoBanner } from './DemoBanner';

/** The outermost route: waits for lazily loaded screens and restores scroll positions. */
export function RootFrame() {
  // The admin shell shows the banner under its fixed header.
  const inShell = useMatches().some((m) => (m.handle as { shell?: boolean } | undefined)?.shell);
  return (
    <>
      {!inShell && <DemoBanner />}
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
