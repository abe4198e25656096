import { nowMs } from '@chairside/domain';
import { expect } from 'vitest';
import type { TestContext } from './context.js';
import { doctorInput } from './http.js';

/** A patient and a doctor to order lab tests for, created through the API. */
export async function labTestRefs(ctx: TestContext, cookie: string): Promise<{ patientId: number; doctorId: number }> {
  const patient = await ctx.app.inject({
    method: 'POST',
    url: '/api/patients',
    headers: { cookie },
    payload: { fullName: 'Amelia Hart', bloodType: 'O+' },
  });
  expect(patient.statusCode, patient.body).toBe(201);
  const doctor = await ctx.app.inject({
    method: 'POST',
    url: '/api/doctors',
    headers: { cookie: await ctx.signIn('Admin') },
    payload: doctorInput({ fullName: 'Dr. Samuel Reyes', licenseNumber: `DDS-${nowMs()}` }),
  });
  expect(doctor.statusCode, doctor.body).toBe(201);
  return { patientId: patient.json<{ id: number }>().id, doctorId: doctor.json<{ id: number }>().id };
}

/** A valid lab test body for these patient and doctor; override what the test is about. */
export const labTestInput = (
  refs: { patientId: number; doctorId: number },
  overrides: Record<string, unknown> = {},
) => ({
  ...refs,
  testName: 'Complete blood count',
  testCategory: 'Blood',
  sampleCollectionDate: '2026-03-02T09:30:00.000Z',
  ...overrides,
});
