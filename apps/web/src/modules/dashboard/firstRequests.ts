import { now } from '@chairside/domain';
import { askEarly } from '../../api/early';
import { localDate, monthOf } from '../appointment-book/calendarRange';
import { calendarRead, countsRead } from '../appointments/requests';

/**
 * What the dashboard's first screen reads of the appointment book: today's counts, the month's
 * busy days and today's visits. Asked as soon as the app knows it is opening the dashboard for a
 * user who may see the book, while the dashboard's code downloads (its first frame then draws them).
 */
export function askDashboardEarly(at = now()): void {
  const today = localDate(at);
  const month = monthOf(today);
  for (const read of [
    countsRead(today, today),
    countsRead(month.from, month.to),
    calendarRead({ from: today, to: today, clinic: null }),
  ])
    askEarly(read.path, read.query);
}
