import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { DemoBanner } from './DemoBanner';

/** The public pages' frame: the demo banner on top (the admin shell shows it under its header). */
export function PublicFrame() {
  return (
    <>
      <DemoBanner />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
