import { makeClinic, post } from './book.js';
import { createTestContext, type TestContext } from './context.js';

export type BillingRecord = Record<string, unknown> & { id: number; version: number };

/** What the billing tests start from: a database, an admin and an accountant, a clinic, and a fee-schedule service. */
export interface BillingSetup {
  ctx: TestContext;
  admin: string;
  accountant: string;
  clinic: number;
  service: BillingRecord;
}

/** A fresh test context with the people and the fee-schedule entry (priced 120.00) an invoice needs. */
export async function billingSetup(service: { code: string; name: string }): Promise<BillingSetup> {
  const ctx = await createTestContext();
  const admin = await ctx.signIn('Admin');
  const accountant = await ctx.signIn('Accountant');
  const clinic = (await makeClinic(ctx, admin)).id;
  const made = await post(ctx, accountant, '/api/services', {
    ...service,
    category: 'Restorative',
    price: '120.00',
    active: true,
  });
  return { ctx, admin, accountant, clinic, service: made as BillingRecord };
}
