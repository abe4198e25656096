import { type ClinicSettings, createSchema, doctors, patients } from '@chairside/domain';
import { ResourceRepository } from '../resources/repository.js';
import type { TestContext } from './context.js';
import { doctorInput } from './http.js';

/** The people money records point at, stored directly: a patient and a doctor, with their ids. */
export async function ledgerPeople(ctx: TestContext, tag: string): Promise<{ patientId: number; doctorId: number }> {
  const patientId = await new ResourceRepository(patients).insert(
    ctx.database.rows,
    createSchema(patients).parse({ fullName: `Patient ${tag}`, bloodType: 'O+' }),
  );
  const doctorId = await new ResourceRepository(doctors).insert(
    ctx.database.rows,
    createSchema(doctors).parse(doctorInput({ fullName: `Dr. ${tag}`, licenseNumber: `LIC-${tag}` })),
  );
  return { patientId, doctorId };
}

/** A valid expense body for these people; override what the test is about. */
export const expenseInput = (
  people: { patientId: number; doctorId: number },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  description: 'Crown fabrication by the lab',
  expenseCategory: 'Lab',
  estimatedDuration: 7,
  amount: '240.00',
  paymentMethod: 'Card',
  transactionDate: '2026-03-02',
  vendorName: 'Dental Lab Co.',
  ...people,
  ...overrides,
});

/** A valid income body; override what the test is about. */
export const incomeInput = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  incomeCategory: 'Treatment',
  description: 'Root canal treatment',
  amount: '450.00',
  paymentMethod: 'Card',
  paymentStatus: 'Paid',
  transactionDate: '2026-03-02',
  ...overrides,
});

/** Settings → Localisation's currency changed by an admin: what money recorded from now on is in. */
export async function setClinicCurrency(ctx: TestContext, currency: string, currencySymbol: string): Promise<void> {
  await setClinicLocalisation(ctx, { currency, currencySymbol });
}

/** Changes part of the clinic's localisation (its currency, its default language) as an admin would; returns what it was. */
/** Changes one section of the clinic's settings through the API; answers what it was. */
export async function setClinicSettings<K extends 'localisation' | 'billing'>(
  ctx: TestContext,
  section: K,
  change: Readonly<Record<string, unknown>>,
): Promise<ClinicSettings[K]> {
  const cookie = await ctx.signIn('Admin');
  const current = await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } });
  const settings = current.json<ClinicSettings & { version: number }>();
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { cookie },
    payload: { ...settings, [section]: { ...settings[section], ...change } },
  });
  if (res.statusCode !== 200) throw new Error(`settings: ${res.statusCode} ${res.body}`);
  return settings[section];
}

export const setClinicLocalisation = (
  ctx: TestContext,
  change: Readonly<Record<string, unknown>>,
): Promise<ClinicSettings['localisation']> => setClinicSettings(ctx, 'localisation', change);
