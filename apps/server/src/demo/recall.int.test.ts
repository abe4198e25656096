import type { PatientRecalls, RecallList, RecallSummary } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../test/demo.js';

/** The demo's recall (issue 25): types with their services, patients due and overdue from the chart, contacts, the ASAP list. */

const { all, get } = useSeededDemo('demo-recall');

describe('demo recall', () => {
  it('has three recall types, each reset by services of the fee schedule', async () => {
    const types = await all('recall-types');
    expect(types.map((t) => [t.name, t.intervalMonths]).sort()).toEqual([
      ['Check-up and cleaning', 6],
      ['Orthodontic review', 1],
      ['Perio maintenance', 3],
    ]);
    for (const t of types) expect((t.services as unknown[]).length).toBeGreaterThan(0);
  });

  it('lists overdue patients from completed procedures, some of them already contacted', async () => {
    const list = (await get('/api/recall?pageSize=100')).json<RecallList>();
    const overdue = list.items.filter((r) => r.dueOn < list.today);
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    expect(list.items.some((r) => r.contacts > 0 && r.lastContactMethod !== null)).toBe(true);
    // Due this month or before it: what the list shows by default.
    const summary = (await get('/api/recall/summary')).json<RecallSummary>();
    expect(summary.dueThisMonth + summary.overdue).toBe(list.total);
    const first = list.items[0]!;
    const mine = (await get(`/api/patients/${first.patient}/recalls`)).json<PatientRecalls>();
    expect(mine.items.find((r) => r.recallType === first.recallType)?.dueOn).toBe(first.dueOn);
  });

  it('has patients waiting on the ASAP list for a doctor or a clinic', async () => {
    const waiting = await all('asap-list');
    expect(waiting).toHaveLength(2);
    expect(waiting.every((w) => w.active && (w.doctor || w.clinic))).toBe(true);
  });
});
