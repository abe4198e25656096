import { describe, expect, it } from 'vitest';
import { longDate, REMINDER_SOURCE, reminderMail, visitLinks } from './mail.js';

const visit = {
  id: 9,
  date: '2028-02-29',
  start: '09:30',
  doctor: 3,
  clinic: 1,
  patient: 12,
  patientName: 'Amélie Durand',
  email: 'amelie@example.com',
  doctorName: 'Dr. Martin',
  clinicName: 'Harbour Dental',
};

describe('a reminder mail', () => {
  it('fills the rule’s text with the visit, its date written out in the rule’s language, and carries the links', () => {
    const links = visitLinks('https://clinic.example', 'tok', visit);
    expect(links).toEqual({
      confirmLink: 'https://clinic.example/visit/tok?action=confirm',
      cancelLink: 'https://clinic.example/visit/tok?action=cancel',
      rescheduleLink: 'https://clinic.example/book-appointment?doctor=3&clinic=1',
    });
    const mail = reminderMail(
      {
        subject: 'Rendez-vous le {{date}} à {{time}}',
        body: 'Bonjour {{patientName}}, {{doctorName}} ({{clinicName}}) : {{confirmLink}}',
      },
      visit,
      'French',
      links,
    );
    expect(mail).toEqual({
      recipient: 'amelie@example.com',
      recipientName: 'Amélie Durand',
      patient: 12,
      source: REMINDER_SOURCE,
      subject: 'Rendez-vous le mardi 29 février 2028 à 09:30',
      body: 'Bonjour Amélie Durand, Dr. Martin (Harbour Dental) : https://clinic.example/visit/tok?action=confirm',
    });
  });

  it('writes the day in each language, whatever the server’s zone', () => {
    expect(longDate('2026-12-31', 'English')).toBe('Thursday, December 31, 2026');
    expect(longDate('2026-12-31', 'Spanish')).toBe('jueves, 31 de diciembre de 2026');
  });
});
