import type { DashboardSummary } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/client';
import { resourceKeys } from '../../resources/queryKeys';

/** Under the resources' key: a record saved anywhere refreshes the dashboard's numbers. */
const KEY = [...resourceKeys.all, 'dashboard', 'summary'];

/** The dashboard's counters and charts, in one request (`GET /api/dashboard/summary`). */
export const useDashboardSummary = () =>
  useQuery({ queryKey: KEY, queryFn: () => get<DashboardSummary>('/dashboard/summary') });
