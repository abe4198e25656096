import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUSES,
  canMoveStatus,
  RELEASED_STATUSES,
  STATUS_MOVES,
} from './appointment-lifecycle.js';
import { appointments, contactFromPatient } from './appointments.js';
import { createSchema } from './resource.js';

const body = {
  patient: 1,
  doctor: 2,
  clinic: 3,
  appointmentDate: '2026-03-02',
  startTime: '09:00',
  endTime: '09:30',
  reasonForVisit: 'Check-up',
};

describe('appointment lifecycle', () => {
  it('moves forward and never back from a finished visit', () => {
    expect(canMoveStatus('Scheduled', 'Confirmed')).toBe(true);
    expect(canMoveStatus('Confirmed', 'Arrived')).toBe(true);
    expect(canMoveStatus('Arrived', 'In Chair')).toBe(true);
    expect(canMoveStatus('In Chair', 'Completed')).toBe(true);
    expect(canMoveStatus('Completed', 'Scheduled')).toBe(false);
    expect(STATUS_MOVES.Completed).toEqual([]);
    expect(canMoveStatus('Confirmed', 'Scheduled')).toBe(false);
  });

  it('names only known statuses, and no status moves to itself', () => {
    for (const [from, tos] of Object.entries(STATUS_MOVES)) {
      expect(APPOINTMENT_STATUSES).toContain(from);
      for (const to of tos) {
        expect(APPOINTMENT_STATUSES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
    expect(RELEASED_STATUSES).toEqual(['Cancelled', 'No-Show']);
  });
});

describe('appointment body', () => {
  it('takes In-Person and no override by default, and never a status from the client', () => {
    const parsed = createSchema(appointments).parse(body);
    expect(parsed).toMatchObject({ appointmentType: 'In-Person', outsideHours: false });
    expect(createSchema(appointments).safeParse({ ...body, status: 'Completed' }).success).toBe(false);
  });

  it('refuses a visit that ends before it starts', () => {
    const result = createSchema(appointments).safeParse({ ...body, endTime: '09:00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['endTime', APPOINTMENT_MESSAGES.endAfterStart],
    ]);
  });

  it('takes the contact from the patient when none is typed', () => {
    expect(contactFromPatient({ telephone: '', email: null }, { telephone: '+1 555', email: 'a@b.c' })).toEqual({
      telephone: '+1 555',
      email: 'a@b.c',
    });
    expect(contactFromPatient({ telephone: '+33 1', email: 'x@y.z' }, { telephone: '+1 555', email: null })).toEqual({
      telephone: '+33 1',
      email: 'x@y.z',
    });
  });
});
