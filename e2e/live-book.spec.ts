import { nowMs } from '@chairside/domain';
import { afterAll, describe, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signInAt } from './support/browser';
import { expectLiveBetween } from './support/live-book';
import { createPatient } from './support/ui';

afterAll(closeBrowser);

const DOCTOR = 'Dr. Sarah Mitchell'; // the demo's general dentist at Chairside Downtown: weekdays 08:00-12:00, 13:00-17:00

/** A Wednesday nine weeks ahead: past the demo book and the other booking tests. */
function wednesdayAhead(): string {
  const d = new Date(nowMs() + 63 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((10 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}

describe('the live book', () => {
  it('shows a visit booked at the front desk on the book open at the chair, and its confirmation, without reloading', async () => {
    const patient = `Live E2E ${nowMs()}`;
    const { page: front } = await newPage();
    const { page: chair } = await newPage();
    await signInAt(front, 'reception', '/dashboard');
    await signInAt(chair, 'dentist', '/dashboard');
    await createPatient(front, patient, { bloodType: 'O+' });
    await expectLiveBetween(front, chair, { date: wednesdayAhead(), doctor: DOCTOR, patient });
    await expectAccessible(chair);
  });
});
