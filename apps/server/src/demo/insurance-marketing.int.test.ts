import {
  type AnyResource,
  createSchema,
  insurancePolicies,
  marketingCampaigns,
  writableFields,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { seedDemo } from './seed.js';

/** The demo policies and campaigns: valid as the API would take them, every state shown, a sent campaign in the outbox. */

type Rec = Record<string, unknown> & { id: number };

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.database);
  admin = await ctx.signIn('Admin', 'insurance-check-admin');
});
afterAll(() => ctx.close());

const all = async (def: AnyResource): Promise<Rec[]> =>
  (await ctx.app.inject({ url: `/api/${def.name}?pageSize=100`, headers: { cookie: admin } })).json<{ items: Rec[] }>()
    .items;

const valid = (def: AnyResource, records: Rec[]) => {
  for (const record of records) {
    // Sent is the server's to set: the demo's sent campaign is checked as the draft it was.
    const body = Object.fromEntries(writableFields(def).map(([key]) => [key, record[key]]));
    if (body.status === 'Sent') body.status = 'Draft';
    expect(createSchema(def).safeParse(body).error?.issues ?? []).toEqual([]);
  }
};

describe('demo insurance and marketing', () => {
  it('has valid policies from several providers, active, expired and pending', async () => {
    const policies = await all(insurancePolicies);
    expect(policies.length).toBeGreaterThan(20);
    valid(insurancePolicies, policies);
    expect(new Set(policies.map((p) => p.status))).toEqual(new Set(['Active', 'Expired', 'Pending']));
    expect(new Set(policies.map((p) => p.providerName)).size).toBeGreaterThan(3);
  });

  it('has a campaign in each state; the sent one queued one message per recipient', async () => {
    const campaigns = await all(marketingCampaigns);
    valid(marketingCampaigns, campaigns);
    expect(new Set(campaigns.map((c) => c.status))).toEqual(new Set(['Draft', 'Scheduled', 'Sent', 'Cancelled']));
    const sent = campaigns.find((c) => c.status === 'Sent')!;
    expect(sent.messagesQueued).toBeGreaterThan(0);
    const [row] = await ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from outbox_messages where source = ${`Marketing campaign: ${sent.campaignName}`}`,
    );
    expect(row?.n).toBe(sent.messagesQueued);
  });
});
