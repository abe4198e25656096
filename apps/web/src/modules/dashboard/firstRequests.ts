import { askEarly } from '../../api/early';
import { calendarRead, countsRead } from '../appointments/requests';

const pad = (n: number) => String(n).padStart(2, '0');
/** A day as the API writes it, in the browser's time zone (as dayjs() formats it). */
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The first and last day of the date's month. */
export function monthOf(date: Date): { from: string; to: string } {
  return {
    from: isoDay(new Date(date.getFullYear(), date.getMonth(), 1)),
    to: isoDay(new Date(date.getFullYear(), date.getMonth() + 1, 0)),
  };
}

/**
 * What the dashboard's first screen reads of the appointment book: today's counts, the month's
 * busy days and today's visits. Asked as soon as the app knows it is opening the dashboard for a
 * user who may see the book, while the dashboard's code downloads (its first frame then draws them).
 */
export function askDashboardEarly(now = new Date()): void {
  const today = isoDay(now);
  const month = monthOf(now);
  for (const read of [
    countsRead(today, today),
    countsRead(month.from, month.to),
    calendarRead({ from: today, to: today, clinic: null }),
  ])
    askEarly(read.path, read.query);
}
