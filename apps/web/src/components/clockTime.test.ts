import { describe, expect, it } from 'vitest';
import { formatClockTime, parseClockTime } from './clockTime';

describe('clock times', () => {
  it('shows a stored time on the clinic’s clock', () => {
    expect(formatClockTime('14:30', '24h')).toBe('14:30');
    expect(formatClockTime('14:30', '12h')).toBe('2:30 PM');
    expect(formatClockTime('00:05', '12h')).toBe('12:05 AM');
    expect(formatClockTime('12:00', '12h')).toBe('12:00 PM');
    expect(formatClockTime('09:00', '12h')).toBe('9:00 AM');
    expect(formatClockTime('', '12h')).toBe('');
  });

  it('reads what a person types on either clock', () => {
    expect(parseClockTime('14:30')).toBe('14:30');
    expect(parseClockTime('9')).toBe('09:00');
    expect(parseClockTime('930')).toBe('09:30');
    expect(parseClockTime('0930')).toBe('09:30');
    expect(parseClockTime('1430')).toBe('14:30');
    expect(parseClockTime('9.30')).toBe('09:30');
    expect(parseClockTime('9h30')).toBe('09:30');
    expect(parseClockTime('2:30 PM')).toBe('14:30');
    expect(parseClockTime('2pm')).toBe('14:00');
    expect(parseClockTime('12:15 am')).toBe('00:15');
    expect(parseClockTime('12 p.m.')).toBe('12:00');
    expect(parseClockTime(' 7:05a ')).toBe('07:05');
  });

  it('refuses what is no time of day', () => {
    for (const text of ['', '24:00', '9:60', '13 pm', '0 am', 'noon', '1:2', '12345', '9:30:15'])
      expect(parseClockTime(text), text).toBeNull();
  });
});
