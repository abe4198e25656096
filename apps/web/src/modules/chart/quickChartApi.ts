import {
  chartEntries,
  type ListResult,
  MAX_PAGE_SIZE,
  type QuickChartService,
  type QuickPicksResponse,
  services,
} from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/client';
import { resourceKeys } from '../../resources/queryKeys';

interface ServiceRow {
  id: number;
  code: string;
  name: string;
  price: string;
  chartAs: string | null;
}

/** The active fee schedule, as the quick chart reads it (code, name, fee, drawing). */
export function useFeeSchedule() {
  return useQuery({
    queryKey: [...resourceKeys.of(services.name), 'quick-chart'],
    queryFn: async (): Promise<QuickChartService[]> => {
      const page = await get<ListResult<ServiceRow>>(`/${services.name}`, {
        active: 'true',
        pageSize: MAX_PAGE_SIZE,
        sort: 'code',
      });
      return page.items.map(({ id, code, name, price, chartAs }) => ({ id, code, name, price, chartAs }));
    },
    staleTime: 5 * 60_000,
  });
}

/** The clinic's most charted services and conditions of the last year. */
export function useQuickPicks() {
  return useQuery({
    queryKey: [...resourceKeys.of(chartEntries.name), 'quick-picks'],
    queryFn: () => get<QuickPicksResponse>(`/${chartEntries.name}/quick-picks`),
    staleTime: 5 * 60_000,
  });
}
