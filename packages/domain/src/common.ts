import { z } from 'zod';
import { clockTime } from './fields.js';

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Opening hours of one day: closed, or open from `open` to `close` (24-hour clock). */
export const dayHoursSchema = z
  .strictObject({
    closed: z.boolean(),
    open: clockTime('Opening time must be HH:MM'),
    close: clockTime('Closing time must be HH:MM'),
  })
  .refine((d) => d.closed || d.open < d.close, { message: 'Closing time must be after opening time', path: ['close'] });
export type DayHours = z.infer<typeof dayHoursSchema>;

export const weekHoursSchema = z.strictObject(
  Object.fromEntries(WEEK_DAYS.map((d) => [d, dayHoursSchema])) as Record<WeekDay, typeof dayHoursSchema>,
);
export type WeekHours = z.infer<typeof weekHoursSchema>;

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
export function weekDayOf(date = new Date()): WeekDay {
  return WEEK_DAYS[(date.getDay() + 6) % 7] ?? 'Monday';
}

/** "08:00 - 18:00" or "Closed", as the spec displays a day. */
export function formatDayHours(d: DayHours | undefined): string {
  if (!d || d.closed) return 'Closed';
  return `${d.open} - ${d.close}`;
}
