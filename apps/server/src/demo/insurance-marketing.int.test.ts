import { type AnyResource, createSchema, insurancePolicies, marketingCampaigns } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bodyOf, type DemoRecord, useSeededDemo } from '../test/demo.js';

/** The demo policies and campaigns: valid as the API would take them, every state shown, a sent campaign in the outbox. */

const demo = useSeededDemo('insurance-check-admin');
const { all } = demo;

const valid = (def: AnyResource, records: DemoRecord[]) => {
  for (const record of records) {
    // Sent is the server's to set: the demo's sent campaign is checked as the draft it was.
    const body = bodyOf(def, record);
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
    const [row] = await demo.ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from outbox_messages where source = ${`Marketing campaign: ${sent.campaignName}`}`,
    );
    expect(row?.n).toBe(sent.messagesQueued);
  });
});
