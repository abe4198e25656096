import {
  addDays,
  daysBetween,
  fromMinutes,
  localDay,
  now,
  toMinutes,
  WEEK_DAYS,
  type WeekDay,
  type WeekHours,
} from '@chairside/domain';

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The grid's step: a slot is a quarter of an hour. */
export const SLOT_MINUTES = 15;

/** The browser's date as YYYY-MM-DD (the clinic's wall clock is assumed to be the screen's). */
export const localDate = (at = now()): string => localDay(at);

export const localTime = (at = now()): number => at.getHours() * 60 + at.getMinutes();

/** Monday of the week of a day. */
export function mondayOf(date: string): string {
  const weekDay = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekDay);
}

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

function lastOfMonth(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${date.slice(0, 8)}${String(days).padStart(2, '0')}`;
}

/** The first and last day of a day's month (the dashboard's month picker counts its visits over it). */
export const monthOf = (date: string): { from: string; to: string } => ({
  from: firstOfMonth(date),
  to: lastOfMonth(date),
});

/** The days a view shows around a day: that day, its week (Monday first), or the whole weeks of its month. */
export function daysOf(view: CalendarView, date: string): string[] {
  const from = view === 'day' ? date : mondayOf(view === 'week' ? date : firstOfMonth(date));
  const to = view === 'day' ? date : view === 'week' ? addDays(from, 6) : addDays(mondayOf(lastOfMonth(date)), 6);
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}

/** The day shown after Previous (-1) or Next (+1). */
export function shiftDate(view: CalendarView, date: string, step: -1 | 1): string {
  if (view === 'day') return addDays(date, step);
  if (view === 'week') return addDays(date, 7 * step);
  const [y, m] = date.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m - 1 + step, 1));
  return next.toISOString().slice(0, 10);
}

export const weekDayOf = (date: string): WeekDay =>
  WEEK_DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'Monday';

/** The hours the time grid spans: the clinic's earliest opening to its latest closing, whole hours, 08-18 at least. */
export function gridHours(hours: WeekHours | null | undefined): { start: number; end: number } {
  let start = 8 * 60;
  let end = 18 * 60;
  for (const day of WEEK_DAYS) {
    const h = hours?.[day];
    if (!h || h.closed) continue;
    start = Math.min(start, toMinutes(h.open));
    end = Math.max(end, toMinutes(h.close));
  }
  return { start: Math.floor(start / 60) * 60, end: Math.ceil(end / 60) * 60 };
}

/** Whether the clinic is open for the whole slot starting at `minute` on that day. */
export function isOpen(hours: WeekHours | null | undefined, date: string, minute: number): boolean {
  if (!hours) return true;
  const h = hours[weekDayOf(date)];
  if (!h || h.closed) return false;
  return minute >= toMinutes(h.open) && minute + SLOT_MINUTES <= toMinutes(h.close);
}

/** A time moved by some minutes, kept within the day. */
export const shiftTime = (time: string, minutes: number): string =>
  fromMinutes(Math.min(Math.max(toMinutes(time) + minutes, 0), 24 * 60 - 1));

/** Rounds a number of minutes to the grid's step. */
export const snap = (minutes: number): number => Math.round(minutes / SLOT_MINUTES) * SLOT_MINUTES;

/** Side-by-side lanes for overlapping blocks of one column: each item's lane and the column's lane count. */
export function lanesOf<T extends { id: number; startTime: string; endTime: string }>(
  items: readonly T[],
): { lane: Map<number, number>; count: number } {
  const ends: string[] = [];
  const lane = new Map<number, number>();
  for (const item of [...items].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    let i = ends.findIndex((end) => end <= item.startTime);
    if (i === -1) i = ends.push(item.endTime) - 1;
    else ends[i] = item.endTime;
    lane.set(item.id, i);
  }
  return { lane, count: Math.max(1, ends.length) };
}
