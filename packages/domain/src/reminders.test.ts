import { describe, expect, it } from 'vitest';
import {
  type DueRule,
  type DueVisit,
  dueReminders,
  fillReminder,
  pickReminderRule,
  unknownReminderPlaceholders,
  wallMinutes,
  wallMinutesOf,
} from './reminders.js';

/** The instant whose wall clock, in this process's zone, is `date time` (what the app's clock gives). */
const at = (date: string, time: string): Date => {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y!, m! - 1, d!, h, min);
};

const rules: DueRule[] = [
  { id: 1, hoursBefore: 48, language: null },
  { id: 2, hoursBefore: 48, language: 'French' },
  { id: 3, hoursBefore: 2, language: null },
];
const visit = (over: Partial<DueVisit> = {}): DueVisit => ({
  id: 7,
  date: '2028-03-01',
  start: '10:00',
  patientLanguage: null,
  sentHours: [],
  ...over,
});
const due = (v: DueVisit, now: Date) => dueReminders([v], rules, now, 'English').map((d) => d.rule.id);

describe('which reminder is due at a given clock', () => {
  it('is none before the first rule’s time, the 48-hour one from its minute on (across a leap day)', () => {
    // 2028-03-01 10:00 minus 48 hours is 2028-02-28 10:00: 2028 is a leap year.
    expect(due(visit(), at('2028-02-28', '09:59'))).toEqual([]);
    expect(due(visit(), at('2028-02-28', '10:00'))).toEqual([1]);
    expect(due(visit(), at('2028-02-29', '20:00'))).toEqual([1]);
  });

  it('is nothing more once sent, then the 2-hour one at its time, and nothing once the visit has started', () => {
    expect(due(visit({ sentHours: [48] }), at('2028-03-01', '07:59'))).toEqual([]);
    expect(due(visit({ sentHours: [48] }), at('2028-03-01', '08:00'))).toEqual([3]);
    expect(due(visit({ sentHours: [48, 2] }), at('2028-03-01', '09:00'))).toEqual([]);
    expect(due(visit(), at('2028-03-01', '10:00'))).toEqual([]);
  });

  it('sends a visit booked late only the closest rule, not every one it missed', () => {
    expect(due(visit(), at('2028-03-01', '09:00'))).toEqual([3]);
  });

  it('crosses a year end', () => {
    const newYear = visit({ date: '2027-01-01', start: '09:00' });
    expect(due(newYear, at('2026-12-30', '08:59'))).toEqual([]);
    expect(due(newYear, at('2026-12-30', '09:00'))).toEqual([1]);
  });

  it('picks the rule in the patient’s language, else the one without a language', () => {
    expect(due(visit({ patientLanguage: 'French' }), at('2028-02-28', '12:00'))).toEqual([2]);
    expect(due(visit({ patientLanguage: 'Spanish' }), at('2028-02-28', '12:00'))).toEqual([1]);
    const onlyLanguages: DueRule[] = [
      { id: 4, hoursBefore: 24, language: 'Arabic' },
      { id: 5, hoursBefore: 24, language: 'English' },
    ];
    expect(pickReminderRule(onlyLanguages, null, 'English')?.id).toBe(5);
    expect(pickReminderRule(onlyLanguages, 'Arabic', 'English')?.id).toBe(4);
    expect(pickReminderRule(onlyLanguages, 'French', 'Spanish')).toBeUndefined();
  });

  it('reads the app’s instant as the wall clock it compares with the visit’s', () => {
    expect(wallMinutesOf(at('2028-02-29', '23:30'))).toBe(wallMinutes('2028-02-29', '23:30'));
  });
});

describe('reminder templates', () => {
  const values = {
    patientName: 'Ada Lovelace',
    date: 'Wednesday 1 March 2028',
    time: '10:00',
    doctorName: 'Dr. Grey',
    clinicName: 'Downtown',
    confirmLink: 'https://x/visit/t?action=confirm',
    cancelLink: 'https://x/visit/t?action=cancel',
    rescheduleLink: 'https://x/book-appointment?doctor=1',
  };

  it('fills every placeholder, spaces inside the braces allowed', () => {
    expect(
      fillReminder('Hello {{ patientName }}, {{date}} at {{time}} with {{doctorName}} ({{clinicName}})', values),
    ).toBe('Hello Ada Lovelace, Wednesday 1 March 2028 at 10:00 with Dr. Grey (Downtown)');
    expect(fillReminder('{{confirmLink}} {{cancelLink}} {{rescheduleLink}}', values)).toBe(
      'https://x/visit/t?action=confirm https://x/visit/t?action=cancel https://x/book-appointment?doctor=1',
    );
  });

  it('names the placeholders no visit fills, and leaves them as written', () => {
    expect(unknownReminderPlaceholders('{{patientName}} {{petName}} {{petName}} {{x}}')).toEqual(['petName', 'x']);
    expect(fillReminder('Hi {{petName}}', values)).toBe('Hi {{petName}}');
  });
});
