import { useQuery } from '@tanstack/react-query';
import { get } from '../api/client';

export interface DemoAccountsResponse {
  demo: boolean;
  accounts: { username: string; role: string }[];
  password: string;
}

/** The code of the login page's list of demo accounts (a chunk of its own). */
export const loadDemoAccountList = () => import('./DemoAccountList');

/** Whether the server runs the demo clinic, and its accounts (`GET /api/auth/demo-accounts`), asked once. */
export const useDemoAccounts = () =>
  useQuery({
    queryKey: ['auth', 'demo-accounts'],
    queryFn: () => get<DemoAccountsResponse>('/auth/demo-accounts'),
    staleTime: Number.POSITIVE_INFINITY,
  });
