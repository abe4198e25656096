import { Suspense, useDeferredValue, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { loadDemoAccountList, useDemoAccounts } from '../site/useDemoAccounts';
import { DemoBanner } from './DemoBanner';

/**
 * The public pages' frame: the demo banner on top (the admin shell shows it under its header).
 * The page waits for the demo answer (asked with the session, which the login page waits for
 * anyway), so that a banner arriving late never pushes the page down (a layout shift); on a demo
 * server the code of the login page's account list is asked for at once.
 */
export function PublicFrame() {
  const { data, isPending } = useDemoAccounts();
  // The answer (an external store's update, rendered at once) lets the page be built as a
  // transition, in short tasks.
  const waiting = useDeferredValue(isPending);
  const demo = data?.demo === true;
  useEffect(() => {
    if (demo) void loadDemoAccountList();
  }, [demo]);
  if (waiting) return <PageLoader fullScreen />;
  return (
    <>
      <DemoBanner />
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
