import { now } from '@chairside/domain';
import { useEffect, useState } from 'react';
import { useAddressParams } from '../../app/useAddressParams';
import { CALENDAR_VIEWS, type CalendarView, daysOf, localDate } from './calendarRange';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The clock, once a minute: today's line follows it. */
export function useNow() {
  const [current, setCurrent] = useState(() => now());
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return current;
}

/**
 * A calendar's view, day and filters, kept in the address (so a reload or a
 * shared link shows the same), with the days the view covers.
 */
export function useCalendarParams(defaultView: CalendarView) {
  const [params, updateAddress] = useAddressParams();
  const now = useNow();
  const today = localDate(now);
  const asked = params.get('view') ?? '';
  const view = (CALENDAR_VIEWS as readonly string[]).includes(asked) ? (asked as CalendarView) : defaultView;
  const date = DATE.test(params.get('date') ?? '') ? (params.get('date') as string) : today;
  const go = (next: Record<string, string | number | null>) =>
    updateAddress((p) => {
      for (const [k, v] of Object.entries(next)) {
        if (v === null) p.delete(k);
        else p.set(k, String(v));
      }
      return p;
    });
  return { params, now, today, view, date, days: daysOf(view, date), go };
}
