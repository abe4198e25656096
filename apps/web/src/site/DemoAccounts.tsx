import { lazy } from 'react';
import { loadDemoAccountList, useDemoAccounts } from './useDemoAccounts';

// Only a demo server has accounts to show: their list (MUI's List) is no part of a clinic's login page.
// No Suspense boundary of its own: the page's loader stays until the list's code is there (asked for
// with the demo answer), so the list never appears under a form already shown (layout shift).
const DemoAccountList = lazy(loadDemoAccountList);

/** In demo mode only: the demo accounts, one per role; picking one fills the login form. */
export function DemoAccounts({ onPick }: { onPick(username: string, password: string): void }) {
  const { data } = useDemoAccounts();
  if (!data?.demo || data.accounts.length === 0) return null;
  return <DemoAccountList data={data} onPick={onPick} />;
}
