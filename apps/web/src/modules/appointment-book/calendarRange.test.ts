import { describe, expect, it } from 'vitest';
import { daysOf, gridHours, isOpen, lanesOf, mondayOf, monthOf, shiftDate, snap } from './calendarRange';

describe('calendar range', () => {
  it('shows a day, its week from Monday, or the whole weeks of its month', () => {
    expect(daysOf('day', '2030-05-15')).toEqual(['2030-05-15']);
    expect(daysOf('week', '2030-05-15')).toEqual([
      '2030-05-13',
      '2030-05-14',
      '2030-05-15',
      '2030-05-16',
      '2030-05-17',
      '2030-05-18',
      '2030-05-19',
    ]);
    const month = daysOf('month', '2030-05-15');
    expect(month[0]).toBe('2030-04-29');
    expect(month.at(-1)).toBe('2030-06-02');
    expect(month.length % 7).toBe(0);
    expect(mondayOf('2030-05-19')).toBe('2030-05-13');
  });

  it('moves by a day, a week or a month', () => {
    expect(shiftDate('day', '2030-12-31', 1)).toBe('2031-01-01');
    expect(shiftDate('week', '2030-05-15', -1)).toBe('2030-05-08');
    expect(shiftDate('month', '2030-01-31', 1)).toBe('2030-02-01');
    expect(shiftDate('month', '2030-01-15', -1)).toBe('2029-12-01');
  });

  it('spans the opening hours and shades the closed slots', () => {
    const hours = {
      Monday: { closed: false, open: '07:30', close: '18:00' },
      Tuesday: { closed: false, open: '08:00', close: '19:15' },
      Wednesday: { closed: true, open: '08:00', close: '18:00' },
      Thursday: { closed: false, open: '08:00', close: '18:00' },
      Friday: { closed: false, open: '08:00', close: '18:00' },
      Saturday: { closed: false, open: '09:00', close: '14:00' },
      Sunday: { closed: true, open: '09:00', close: '14:00' },
    };
    expect(gridHours(hours)).toEqual({ start: 7 * 60, end: 20 * 60 });
    expect(isOpen(hours, '2030-05-13', 7 * 60 + 30)).toBe(true); // Monday
    expect(isOpen(hours, '2030-05-13', 7 * 60 + 15)).toBe(false);
    expect(isOpen(hours, '2030-05-15', 10 * 60)).toBe(false); // Wednesday, closed
    expect(isOpen(hours, '2030-05-18', 13 * 60 + 45)).toBe(true); // Saturday's last quarter
    expect(isOpen(hours, '2030-05-18', 14 * 60)).toBe(false);
  });

  it('snaps to quarter hours and puts overlapping visits side by side', () => {
    expect(snap(22)).toBe(15);
    expect(snap(-38)).toBe(-45);
    const { lane, count } = lanesOf([
      { id: 1, startTime: '09:00', endTime: '10:00' },
      { id: 2, startTime: '09:30', endTime: '10:30' },
      { id: 3, startTime: '10:00', endTime: '10:30' },
    ]);
    expect(count).toBe(2);
    expect([lane.get(1), lane.get(2), lane.get(3)]).toEqual([0, 1, 0]);
  });
});

describe('monthOf', () => {
  it('spans a day’s month from its first to its last day, leap years too', () => {
    expect(monthOf('2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
