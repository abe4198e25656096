import { WEEK_DAYS, type WeekDay } from '@chairside/domain';

/** Today's name in the week of the opening hours (Monday first). */
export function todayName(date = new Date()): WeekDay {
  return WEEK_DAYS[(date.getDay() + 6) % 7] ?? 'Monday';
}
