import type {
  AvailabilityResponse,
  PatientRecall,
  PatientRecallBody,
  PatientRecalls,
  RecallCallBody,
  RecallContact,
  RecallList,
  RecallSendBody,
  RecallSummary,
} from '@chairside/domain';
import { addDays } from '@chairside/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post, put } from '../../api/client';
import type { Query } from '../../api/query';

/** Every recall query: a contact, a booking or an adjustment refreshes them all. */
const RECALL_KEY = ['recall'] as const;

export type RecallFilters = Record<string, string | number | undefined>;

export function useRecallList(filters: RecallFilters) {
  return useQuery({
    queryKey: [...RECALL_KEY, 'list', filters],
    queryFn: () => get<RecallList>('/recall', filters as Query),
    placeholderData: keepPreviousData,
  });
}

export function useRecallSummary(enabled = true) {
  return useQuery({
    queryKey: [...RECALL_KEY, 'summary'],
    queryFn: () => get<RecallSummary>('/recall/summary'),
    enabled,
  });
}

export function usePatientRecalls(patient: number, enabled = true) {
  return useQuery({
    queryKey: [...RECALL_KEY, 'patient', patient],
    queryFn: () => get<PatientRecalls>(`/patients/${patient}/recalls`),
    enabled,
  });
}

function useRecallMutation<B, R>(fn: (body: B) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: RECALL_KEY }) });
}

export const useSendRecall = () => useRecallMutation((b: RecallSendBody) => post<RecallContact>('/recall/send', b));
export const useRecordCall = () => useRecallMutation((b: RecallCallBody) => post<RecallContact>('/recall/call', b));
export const useAdjustRecall = (patient: number) =>
  useRecallMutation(({ recallType, ...b }: PatientRecallBody & { recallType: number }) =>
    put<PatientRecall>(`/patients/${patient}/recalls/${recallType}`, b),
  );

/** How far ahead the Book action looks for the usual doctor's first free slot. */
const SLOT_SEARCH_DAYS = 31;

/** The doctor's first free 30-minute slot from `today` on, or null when the month ahead is full. */
export async function firstFreeSlot(
  doctor: number,
  clinic: number | null,
  today: string,
): Promise<{ date: string; start: string } | null> {
  const found = await get<AvailabilityResponse>('/availability', {
    doctor,
    clinic: clinic ?? undefined,
    from: today,
    to: addDays(today, SLOT_SEARCH_DAYS),
    duration: 30,
  });
  for (const day of found.days) {
    const slot = day.slots[0];
    if (slot) return { date: day.date, start: slot.start };
  }
  return null;
}
