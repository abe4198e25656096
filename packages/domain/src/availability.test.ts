import { describe, expect, it } from 'vitest';
import {
  addDays,
  availability,
  firstSlotFrom,
  SCHEDULE_MESSAGES,
  type Schedule,
  scheduleProblems,
  weekDayOfDate,
  workingPeriods,
} from './availability.js';
import { DEFAULT_WEEK_HOURS } from './week.js';

// 2026-03-02 is a Monday; 2026-03-07 a Saturday (clinic open 09:00-14:00), 2026-03-08 a Sunday (closed).
const MONDAY = '2026-03-02';
const SATURDAY = '2026-03-07';
const SUNDAY = '2026-03-08';

const schedule = (over: Partial<Schedule> = {}): Schedule => ({
  clinicHours: DEFAULT_WEEK_HOURS,
  doctorDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  doctorSlots: [
    { start: '09:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
  ...over,
});

describe('calendar days', () => {
  it('names the week day of a date whatever the time zone', () => {
    expect(weekDayOfDate(MONDAY)).toBe('Monday');
    expect(weekDayOfDate(SUNDAY)).toBe('Sunday');
    expect(addDays(MONDAY, 6)).toBe(SUNDAY);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('workingPeriods', () => {
  it('is the doctor’s slots on a working day', () => {
    expect(workingPeriods(schedule(), MONDAY)).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
  });

  it('cuts the doctor’s slots to the clinic’s opening hours (Saturday 09:00-14:00)', () => {
    expect(workingPeriods(schedule(), SATURDAY)).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '14:00' },
    ]);
  });

  it('is empty when the clinic is closed or the doctor is off', () => {
    expect(workingPeriods(schedule({ doctorDays: ['Sunday'] }), SUNDAY)).toEqual([]);
    expect(workingPeriods(schedule({ doctorDays: ['Tuesday'] }), MONDAY)).toEqual([]);
  });

  it('is the opening hours for a doctor without slots of their own', () => {
    expect(workingPeriods(schedule({ doctorSlots: [] }), MONDAY)).toEqual([{ start: '08:00', end: '18:00' }]);
  });
});

describe('availability', () => {
  const busy = [
    { date: MONDAY, start: '09:00', end: '09:30' },
    { date: MONDAY, start: '10:15', end: '11:00' },
    { date: MONDAY, start: '16:30', end: '17:30' },
  ];

  it('leaves out the booked time and offers visits of the asked length in what remains', () => {
    const [day] = availability({ ...schedule(), from: MONDAY, to: MONDAY, busy, duration: 30 });
    expect(day?.free).toEqual([
      { start: '09:30', end: '10:15' },
      { start: '11:00', end: '12:00' },
      { start: '13:00', end: '16:30' },
    ]);
    expect(day?.slots.slice(0, 4)).toEqual([
      { start: '09:30', end: '10:00' },
      { start: '11:00', end: '11:30' },
      { start: '11:30', end: '12:00' },
      { start: '13:00', end: '13:30' },
    ]);
    expect(day?.slots.at(-1)).toEqual({ start: '16:00', end: '16:30' });
  });

  it('never offers a visit that runs past the end of a free period', () => {
    const [day] = availability({ ...schedule(), from: MONDAY, to: MONDAY, busy, duration: 60 });
    expect(day?.slots.map((s) => s.start)).toEqual(['11:00', '13:00', '14:00', '15:00']);
  });

  it('offers starts every `step` minutes when asked', () => {
    const [day] = availability({ ...schedule(), from: MONDAY, to: MONDAY, busy, duration: 30, step: 15 });
    expect(day?.slots.slice(0, 3).map((s) => s.start)).toEqual(['09:30', '09:45', '11:00']);
  });

  it('gives one entry per day, empty on days off, and nothing in the past', () => {
    const days = availability({
      ...schedule(),
      from: MONDAY,
      to: SUNDAY,
      busy: [],
      duration: 30,
      now: { date: MONDAY, time: '15:10' },
    });
    expect(days.map((d) => d.date)).toEqual([
      MONDAY,
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      SATURDAY,
      SUNDAY,
    ]);
    expect(days[0]?.free).toEqual([{ start: '15:10', end: '17:00' }]);
    expect(days[6]).toMatchObject({ weekDay: 'Sunday', working: [], free: [], slots: [] });
    expect(days[5]?.slots.at(-1)).toEqual({ start: '13:30', end: '14:00' });
  });

  it('finds the first slot from a moment on, the same day or a later one', () => {
    const days = availability({ ...schedule(), from: MONDAY, to: '2026-03-03', busy, duration: 30 });
    expect(firstSlotFrom(days, { date: MONDAY, time: '10:00' })).toEqual({
      date: MONDAY,
      start: '11:00',
      end: '11:30',
    });
    expect(firstSlotFrom(days, { date: MONDAY, time: '16:10' })).toEqual({
      date: '2026-03-03',
      start: '09:00',
      end: '09:30',
    });
  });
});

describe('scheduleProblems', () => {
  it('accepts a visit inside the doctor’s slot and the opening hours', () => {
    expect(scheduleProblems(schedule(), { date: MONDAY, start: '09:00', end: '12:00' })).toEqual([]);
  });

  it('says why a visit does not fit', () => {
    expect(scheduleProblems(schedule(), { date: MONDAY, start: '11:30', end: '13:30' })).toEqual([
      { path: 'startTime', message: SCHEDULE_MESSAGES.outsideDoctorHours },
    ]);
    expect(scheduleProblems(schedule(), { date: SATURDAY, start: '13:30', end: '14:30' })).toEqual([
      { path: 'startTime', message: SCHEDULE_MESSAGES.outsideClinicHours },
    ]);
    expect(scheduleProblems(schedule(), { date: SATURDAY, start: '07:30', end: '08:30' })).toEqual([
      { path: 'startTime', message: SCHEDULE_MESSAGES.outsideClinicHours },
      { path: 'startTime', message: SCHEDULE_MESSAGES.outsideDoctorHours },
    ]);
    expect(scheduleProblems(schedule(), { date: SUNDAY, start: '10:00', end: '10:30' })).toEqual([
      { path: 'appointmentDate', message: SCHEDULE_MESSAGES.doctorDayOff },
      { path: 'appointmentDate', message: SCHEDULE_MESSAGES.clinicClosed },
    ]);
  });

  it('without slots of the doctor, only the opening hours count', () => {
    const noSlots = schedule({ doctorSlots: [] });
    expect(scheduleProblems(noSlots, { date: MONDAY, start: '17:30', end: '18:00' })).toEqual([]);
    expect(scheduleProblems(noSlots, { date: MONDAY, start: '17:30', end: '18:30' })).toEqual([
      { path: 'startTime', message: SCHEDULE_MESSAGES.outsideClinicHours },
    ]);
  });
});
