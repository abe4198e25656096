import type { AppointmentType } from '@chairside/domain';
import type { Query } from '../../api/query';

/**
 * The appointment book's reads, by address. Their hooks ask through these, and so does the early
 * ask of the dashboard's visits (modules/dashboard/firstRequests.ts): the same address both times.
 */
export interface ApiRead {
  path: string;
  query: Query;
}

export interface CalendarQuery {
  from: string;
  to: string;
  clinic: number | null;
  doctor?: number | null;
  appointmentType?: AppointmentType;
}

/** Appointments per day and status over a range of days. */
export const countsRead = (from: string, to: string): ApiRead => ({
  path: '/appointments/counts',
  query: { from, to },
});

/** The visits of a range of days, for the calendar views. */
export const calendarRead = (q: CalendarQuery): ApiRead => ({
  path: '/appointments/calendar',
  query: {
    from: q.from,
    to: q.to,
    clinic: q.clinic ?? undefined,
    doctor: q.doctor ?? undefined,
    appointmentType: q.appointmentType,
  },
});
