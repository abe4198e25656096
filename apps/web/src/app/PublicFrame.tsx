import { PUBLIC_PAGES } from '@chairside/domain';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { Outlet, useMatch } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { loadDemoAccountList, useDemoAccounts } from '../site/useDemoAccounts';
import { DemoBanner } from './DemoBanner';

/**
 * The public pages' frame: the demo banner on top (the admin shell shows it under its header).
 * The page waits for the demo answer (asked with the session, which the login page waits for
 * anyway), so that a banner arriving late never pushes the page down (a layout shift); on a demo
 * server's login page the code of its account list is asked for at once (no other page shows it).
 */
export function PublicFrame() {
  const { data, isPending } = useDemoAccounts();
  // The answer (an external store's update, rendered at once) lets the page be built as a
  // transition, in short tasks.
  const waiting = useDeferredValue(isPending);
  const onLogin = useMatch(PUBLIC_PAGES.login) !== null;
  const demoLogin = data?.demo === true && onLogin;
  useEffect(() => {
    if (demoLogin) void loadDemoAccountList();
  }, [demoLogin]);
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
