import { now } from './clock.js';
import type { DayHours, WeekHours } from './common.js';

/** The week and a clinic's opening hours as plain values (their schemas are in common.ts). */

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Spec 000 §9: Monday to Friday 08:00 - 18:00, Saturday 09:00 - 14:00, Sunday Closed. */
export const DEFAULT_WEEK_HOURS: WeekHours = {
  Monday: { closed: false, open: '08:00', close: '18:00' },
  Tuesday: { closed: false, open: '08:00', close: '18:00' },
  Wednesday: { closed: false, open: '08:00', close: '18:00' },
  Thursday: { closed: false, open: '08:00', close: '18:00' },
  Friday: { closed: false, open: '08:00', close: '18:00' },
  Saturday: { closed: false, open: '09:00', close: '14:00' },
  Sunday: { closed: true, open: '09:00', close: '14:00' },
};

/** The week day a date falls on in local time (the week starts on Monday). */
export function weekDayOf(date = now()): WeekDay {
  return WEEK_DAYS[(date.getDay() + 6) % 7] ?? 'Monday';
}

/** "08:00 - 18:00" or "Closed", as the spec displays a day. */
export function formatDayHours(d: DayHours | undefined): string {
  if (!d || d.closed) return 'Closed';
  return `${d.open} - ${d.close}`;
}
