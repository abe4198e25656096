import { createSchema, invoices, services } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, type DemoRecord, useSeededDemo } from '../test/demo.js';

/** The demo's fee schedule and invoices: valid as the API takes them, numbered, in every status a clinic sees. */

const demo = useSeededDemo('billing-check-admin');
const get = async <T>(url: string): Promise<T> => (await demo.get(url)).json<T>();

describe('demo billing', () => {
  it('has the spec’s 15 prices, a scaling per quadrant, and valid issued invoices, paid, part paid and unpaid', async () => {
    const fees = await get<{ items: DemoRecord[]; total: number }>('/api/services?pageSize=50');
    expect(fees.total).toBe(16);
    // Issue 28's areas: a bridge is charted on a span, a scaling per quadrant.
    expect(fees.items.filter((s) => s.area).map((s) => [s.code, s.area])).toEqual([
      ['BRG-01', 'Span'],
      ['SRP-Q', 'Quadrant'],
    ]);
    expect(fees.items.find((s) => s.name === 'Periodontal Therapy')?.price).toBe('350.00');
    for (const s of fees.items)
      expect(createSchema(services).safeParse(bodyOf(services, s)).error?.issues ?? []).toEqual([]);

    const list = await get<{ items: DemoRecord[]; total: number }>('/api/invoices?pageSize=100');
    expect(list.total).toBeGreaterThan(20);
    for (const inv of list.items) {
      expect(createSchema(invoices).safeParse(bodyOf(invoices, inv)).error?.issues ?? []).toEqual([]);
      expect(String(inv.invoiceNumber)).toMatch(/^INV-\d{4}-\d{6}$/);
    }
    const statuses = new Set(list.items.map((i) => i.status));
    for (const status of ['Issued', 'Partially Paid', 'Paid']) expect(statuses).toContain(status);
    const figures = await get<{ items: { outstanding: string }[] }>('/api/invoices/dashboard');
    expect(Number(figures.items[0]?.outstanding)).toBeGreaterThan(0);
  });
});

describe('demo clinical flow', () => {
  it('has charts with findings and work, plans in every status, and completed work billed over months', async () => {
    const plans = await get<{ items: DemoRecord[] }>('/api/treatment-plans?pageSize=50');
    const statuses = new Set(plans.items.map((p) => p.status));
    for (const status of ['Presented', 'Accepted', 'In Progress', 'Completed']) expect(statuses).toContain(status);
    expect(plans.items.some((p) => typeof p.signatureHash === 'string')).toBe(true);

    const done = await get<{ items: DemoRecord[]; total: number }>('/api/chart-entries?kind=Completed&pageSize=100');
    expect(done.total).toBeGreaterThan(5);
    const billed = done.items.filter((e) => typeof e.invoice === 'number');
    expect(billed.length).toBeGreaterThan(0);
    // Billed on the day the work was done, across several months of the past year.
    const months = new Set(billed.map((e) => String(e.completedOn).slice(0, 7)));
    expect(months.size).toBeGreaterThan(2);

    const findings = await get<{ total: number }>('/api/chart-entries?kind=Condition&pageSize=1');
    expect(findings.total).toBeGreaterThan(5);
    // A patient of the clinical flow (the recall demo's cleanings are work on no tooth).
    const patient = Number(billed[0]!.patient);
    const chart = await get<{ teeth: Record<string, unknown> }>(`/api/patients/${patient}/chart`);
    expect(Object.keys(chart.teeth).length).toBeGreaterThan(1);
    // Work on more than one tooth: a bridge over its span and a scaling of a quadrant, each one record.
    const spans = await get<{ total: number }>('/api/chart-entries?area=Span&pageSize=1');
    const quadrants = await get<{ total: number }>('/api/chart-entries?area=Quadrant&pageSize=1');
    expect([spans.total, quadrants.total]).toEqual([2, 2]);
  });
});
