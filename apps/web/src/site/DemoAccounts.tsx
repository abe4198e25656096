import { lazy, Suspense } from 'react';
import { useDemoAccounts } from './useDemoAccounts';

// Only a demo server has accounts to show: their list (MUI's List) is no part of a clinic's login page.
const DemoAccountList = lazy(() => import('./DemoAccountList'));

/** In demo mode only: the demo accounts, one per role; picking one fills the login form. */
export function DemoAccounts({ onPick }: { onPick(username: string, password: string): void }) {
  const { data } = useDemoAccounts();
  if (!data?.demo || data.accounts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DemoAccountList data={data} onPick={onPick} />
    </Suspense>
  );
}
