import { describe, expect, it } from 'vitest';
import { slotsOverlap, timeSlotsOf } from './doctors.js';

describe('doctor time slots', () => {
  it('keep only well-formed slots of a value from the API', () => {
    expect(timeSlotsOf(null)).toEqual([]);
    expect(
      timeSlotsOf([{ start: '09:00', end: '12:00' }, { start: '9', end: '12:00' }, null, { start: '13:00' }]),
    ).toEqual([{ start: '09:00', end: '12:00' }]);
  });

  it('overlap when they share time, in any order; touching ends do not', () => {
    const slot = (start: string, end: string) => ({ start, end });
    expect(slotsOverlap([slot('13:00', '17:00'), slot('09:00', '13:30')])).toBe(true);
    expect(slotsOverlap([slot('09:00', '17:00'), slot('10:00', '11:00')])).toBe(true);
    expect(slotsOverlap([slot('12:00', '13:00'), slot('09:00', '12:00')])).toBe(false);
    expect(slotsOverlap([slot('09:00', '12:00')])).toBe(false);
    expect(slotsOverlap([])).toBe(false);
  });
});
