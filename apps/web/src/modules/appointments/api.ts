import {
  type AppointmentCounts,
  type AppointmentNotifications,
  type AppointmentReminder,
  type AppointmentStatus,
  type AvailabilityResponse,
  RESOURCE_CATALOGUE,
  type StatusChange,
} from '@chairside/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../api/client';
import { earlyInitialData } from '../../api/early';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';
import { countsRead } from './requests';

// The catalogue's entry, not the definition: its schemas stay out of the dashboard's first screen.
const appointments = RESOURCE_CATALOGUE.appointments;
/**
 * The appointment book's own reads and moves. Every key sits under the
 * resource's, so any change to an appointment (a booking, a status move)
 * refreshes the free slots, the counts and the notifications too.
 */
const key = (...parts: unknown[]) => [...resourceKeys.of(appointments.name), ...parts];

export interface SlotQuery {
  doctor: number;
  clinic?: number | null;
  date: string;
  duration: number;
  /** The appointment being moved: its own time counts as free. */
  exclude?: number | null;
}

/** A doctor's free slots at a clinic on one day; idle until a doctor and a date are chosen. */
export function useAvailability(q: SlotQuery | null) {
  return useQuery({
    queryKey: key('availability', q),
    queryFn: () =>
      get<AvailabilityResponse>('/availability', {
        doctor: q?.doctor,
        clinic: q?.clinic ?? undefined,
        from: q?.date,
        to: q?.date,
        duration: q?.duration,
        exclude: q?.exclude ?? undefined,
      }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

export function useStatusHistory(id: number | null) {
  return useQuery({
    queryKey: key('status-history', id),
    queryFn: () => get<StatusChange[]>(`/appointments/${id}/status-history`),
    enabled: id !== null,
  });
}

/** The reminders sent for a visit, with their outbox status and the patient's answer (issue 25). */
export function useVisitReminders(id: number) {
  return useQuery({
    queryKey: key('reminders', id),
    queryFn: () => get<AppointmentReminder[]>(`/appointments/${id}/reminders`),
  });
}

export function useMoveStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; status: AppointmentStatus; note?: string; version: number }) =>
      post<ResourceRecord>(`/appointments/${id}/status`, body),
    onSuccess: (record) => {
      qc.setQueryData(resourceKeys.detail(appointments.name, record.id), record);
    },
    // A refused move (someone moved it first) shows what is stored now.
    onSettled: () => qc.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

/**
 * Today's and the coming week's visits for the header's bell: refreshed by the live stream
 * (`api/live.ts`) as visits change, and every five minutes should the stream be down.
 */
export function useAppointmentNotifications(enabled: boolean) {
  return useQuery({
    queryKey: key('notifications'),
    queryFn: () => get<AppointmentNotifications>('/appointments/notifications', { days: 7, limit: 20 }),
    enabled,
    refetchInterval: 300_000,
  });
}

/** Appointments per day and status over a range, for the dashboard. */
export function useAppointmentCounts(from: string, to: string, enabled = true) {
  const read = countsRead(from, to);
  return useQuery({
    queryKey: key('counts', from, to),
    queryFn: () => get<AppointmentCounts>(read.path, read.query),
    ...earlyInitialData<AppointmentCounts>(read.path, read.query),
    enabled,
  });
}
