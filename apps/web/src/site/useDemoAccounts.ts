import { get } from '../api/client';
import { sharedQuery } from '../api/sharedQuery';

export interface DemoAccountsResponse {
  demo: boolean;
  accounts: { username: string; role: string }[];
  password: string;
}

/** The code of the login page's list of demo accounts (a chunk of its own). */
export const loadDemoAccountList = () => import('./DemoAccountList');

const demoAccounts = sharedQuery(() => get<DemoAccountsResponse>('/auth/demo-accounts'), Number.POSITIVE_INFINITY);

/** Whether the server runs the demo clinic, and its accounts (`GET /api/auth/demo-accounts`), asked once. */
export const useDemoAccounts = () => demoAccounts.use();
