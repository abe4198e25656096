import { describe, expect, it } from 'vitest';
import { dayHoursSchema, weekHoursSchema } from './common.js';
import { DEFAULT_WEEK_HOURS, formatDayHours, WEEK_DAYS } from './week.js';

const issues = (value: unknown) => {
  const r = weekHoursSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};
const week = (day: string, hours: object) => ({ ...DEFAULT_WEEK_HOURS, [day]: hours });

describe('weekHours', () => {
  it('accepts the default week', () => {
    expect(issues(DEFAULT_WEEK_HOURS)).toEqual([]);
    expect(Object.keys(DEFAULT_WEEK_HOURS)).toEqual([...WEEK_DAYS]);
  });

  it('requires the closing time to be after the opening time on an open day', () => {
    const message = 'Closing time must be after opening time';
    expect(issues(week('Monday', { closed: false, open: '18:00', close: '08:00' }))).toEqual([
      { path: 'Monday.close', message },
    ]);
    expect(issues(week('Friday', { closed: false, open: '09:00', close: '09:00' }))).toEqual([
      { path: 'Friday.close', message },
    ]);
    expect(issues(week('Friday', { closed: false, open: '09:00', close: '09:01' }))).toEqual([]);
    expect(issues(week('Friday', { closed: false, open: '00:00', close: '23:59' }))).toEqual([]);
  });

  it('compares times as times, not as the text typed (09:00 before 10:00)', () => {
    expect(dayHoursSchema.safeParse({ closed: false, open: '09:00', close: '10:00' }).success).toBe(true);
    expect(dayHoursSchema.safeParse({ closed: false, open: '10:00', close: '09:59' }).success).toBe(false);
  });

  it('does not check the order on a closed day', () => {
    expect(issues(week('Sunday', { closed: true, open: '18:00', close: '08:00' }))).toEqual([]);
  });

  it('refuses malformed times, a missing day and unknown keys', () => {
    expect(issues(week('Tuesday', { closed: false, open: '8:00', close: '25:00' }))).toEqual(
      expect.arrayContaining([
        { path: 'Tuesday.open', message: 'Opening time must be HH:MM' },
        { path: 'Tuesday.close', message: 'Closing time must be HH:MM' },
      ]),
    );
    const { Sunday: _gone, ...sixDays } = DEFAULT_WEEK_HOURS;
    expect(issues(sixDays).map((i) => i.path)).toEqual(['Sunday']);
    expect(issues({ ...DEFAULT_WEEK_HOURS, Funday: DEFAULT_WEEK_HOURS.Monday }).map((i) => i.path)).toEqual(['']);
    expect(issues(week('Monday', { closed: false, open: '08:00', close: '18:00', lunch: true }))).toHaveLength(1);
  });
});

describe('formatDayHours', () => {
  it('shows open hours or Closed', () => {
    expect(formatDayHours({ closed: false, open: '08:00', close: '18:00' })).toBe('08:00 - 18:00');
    expect(formatDayHours({ closed: true, open: '08:00', close: '18:00' })).toBe('Closed');
    expect(formatDayHours(undefined)).toBe('Closed');
  });
});
