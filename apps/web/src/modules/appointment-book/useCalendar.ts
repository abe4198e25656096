import type { CalendarItem, WeekHours } from '@chairside/domain';
import { RESOURCE_CATALOGUE } from '@chairside/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, patch } from '../../api/client';
import { earlyInitialData } from '../../api/early';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';
import { type CalendarQuery, calendarRead } from '../appointments/requests';

// The catalogue's entry, not the definition: its schemas stay out of the dashboard's first screen.
const appointments = RESOURCE_CATALOGUE.appointments;

/** Under the appointments' key: any booking, move or status change elsewhere refreshes the calendar. */
const calendarKey = (q: CalendarQuery) => [...resourceKeys.of(appointments.name), 'calendar', q];

export type { CalendarQuery };

interface CalendarAnswer {
  items: CalendarItem[];
  truncated: boolean;
}

/** One request per visible range: the calendar endpoint. */
export function useCalendar(q: CalendarQuery) {
  const read = calendarRead(q);
  return useQuery({
    queryKey: calendarKey(q),
    queryFn: () => get<CalendarAnswer>(read.path, read.query),
    ...earlyInitialData<CalendarAnswer>(read.path, read.query),
    placeholderData: keepPreviousData,
  });
}

export interface ClinicOption {
  id: number;
  name: string;
  workingHours: WeekHours | null;
}

export interface DoctorOption {
  id: number;
  fullName: string;
  clinic: number | null;
}

interface Page<T> {
  items: T[];
}

/** The clinics (with their opening hours) to choose from. */
export function useClinics() {
  return useQuery({
    queryKey: [...resourceKeys.of('clinics'), 'book-options'],
    queryFn: () => get<Page<ClinicOption>>('/clinics', { pageSize: 100, sort: 'name' }).then((p) => p.items),
  });
}

/** The doctors of a clinic (the day view's columns), or of every clinic (`'all'`). */
export function useClinicDoctors(clinic: number | null | 'all') {
  const only = typeof clinic === 'number' ? clinic : undefined;
  return useQuery({
    queryKey: [...resourceKeys.of('doctors'), 'book-columns', clinic],
    queryFn: () =>
      get<Page<DoctorOption>>('/doctors', { pageSize: 100, sort: 'fullName', clinic: only }).then((p) => p.items),
    enabled: clinic !== null,
  });
}

export interface Move {
  item: CalendarItem;
  appointmentDate: string;
  startTime: string;
  endTime: string;
  doctor: number;
}

/** Saves a drop: PATCH with the version the calendar read; the server checks hours and clashes. */
export function useMoveAppointment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ item, ...to }: Move) =>
      patch<ResourceRecord>(`/appointments/${item.id}`, {
        version: item.version,
        appointmentDate: to.appointmentDate,
        startTime: to.startTime,
        endTime: to.endTime,
        ...(to.doctor !== item.doctor ? { doctor: to.doctor } : {}),
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: resourceKeys.of(appointments.name) }),
  });
}
