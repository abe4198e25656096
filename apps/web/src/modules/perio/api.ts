import { type PerioComparison, type PerioTooth, perioExams } from '@chairside/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../api/client';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';

export type PerioExam = ResourceRecord & {
  patient: number;
  examDate: string;
  doctor: number | null;
  readings: PerioTooth[];
  notes: string | null;
};

/** A patient's exams, newest first. */
export function usePerioExams(patient: number) {
  return useQuery({
    queryKey: [...resourceKeys.of(perioExams.name), 'patient', patient],
    queryFn: () =>
      get<{ items: PerioExam[] }>(`/${perioExams.name}`, { patient, sort: '-examDate', pageSize: 50 }).then(
        (r) => r.items,
      ),
  });
}

/** Records an exam; the server computes each site's attachment level and checks the ranges. */
export function useSaveExam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (exam: { patient: number; examDate: string; doctor: number | null; readings: PerioTooth[] }) =>
      post<PerioExam>(`/${perioExams.name}`, exam),
    onSuccess: () => qc.invalidateQueries({ queryKey: resourceKeys.of(perioExams.name) }),
  });
}

/** Two exams tooth by tooth. */
export function useComparison(before: number | null, after: number | null) {
  return useQuery({
    queryKey: [...resourceKeys.of(perioExams.name), 'compare', before, after],
    enabled: before !== null && after !== null && before !== after,
    queryFn: () => get<PerioComparison>(`/${perioExams.name}/compare`, { before: before ?? 0, after: after ?? 0 }),
  });
}
