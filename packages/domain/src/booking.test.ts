import { describe, expect, it } from 'vitest';
import { bookingIcs, bookingRequestSchema } from './booking.js';

describe('online booking', () => {
  it('says which field is missing as the form labels it', () => {
    const errors = bookingRequestSchema.safeParse({}).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(errors).toEqual(expect.arrayContaining(['clinic: Clinic is required', 'doctor: Doctor is required']));
  });

  it('gives the booked visit as a calendar event at the clinic’s times, with its reference', () => {
    const ics = bookingIcs(
      {
        reference: 'BK-7F3A',
        date: '2026-12-03',
        startTime: '09:30',
        endTime: '10:00',
        appointmentType: 'In-Person',
        doctorName: 'Dr. Sarah Mitchell',
        clinicName: 'Chairside Downtown; Boston, MA',
      },
      new Date('2026-11-24T06:00:00Z'),
    );
    const lines = ics.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'UID:BK-7F3A@chairside',
        'DTSTAMP:20261124T060000Z',
        'DTSTART:20261203T093000',
        'DTEND:20261203T100000',
        'LOCATION:Chairside Downtown\\; Boston\\, MA',
        'DESCRIPTION:Dr. Sarah Mitchell · In-Person · Reference BK-7F3A',
        'END:VCALENDAR',
      ]),
    );
  });
});
