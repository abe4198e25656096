import { type ChartResponse, chartEntries } from '@chairside/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../api/client';
import { useSubmissionKey } from '../../api/useSubmissionKey';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';

/**
 * A patient's whole chart in one request, as it is or as it was on `asOf`;
 * under the chart entries' key, so any entry written redraws it.
 */
export function useChart(patient: number | null, asOf?: string | null) {
  return useQuery({
    queryKey: [...resourceKeys.of(chartEntries.name), 'chart', patient ?? 0, asOf ?? 'now'],
    queryFn: () => get<ChartResponse>(`/patients/${patient}/chart`, asOf ? { asOf } : undefined),
    enabled: patient !== null,
  });
}

/** Charts one entry; the chart, its histories and counts reload. */
export function useAddChartEntry() {
  const qc = useQueryClient();
  const key = useSubmissionKey();
  return useMutation({
    mutationFn: (entry: Record<string, unknown>) =>
      post<ResourceRecord>(`/${chartEntries.name}`, entry, key.headersFor(entry)),
    onSuccess: () => {
      key.done();
      return qc.invalidateQueries({ queryKey: resourceKeys.of(chartEntries.name) });
    },
  });
}
