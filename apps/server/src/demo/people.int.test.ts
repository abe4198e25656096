import { createSchema, DEMO_ACCOUNTS, doctors, staff } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, useSeededDemo } from '../test/demo.js';

/** The demo doctors and staff: valid as the API would take them, and linked to clinics and accounts by name. */

const { all } = useSeededDemo('demo-check-admin');

describe('demo doctors', () => {
  it('are enough for the appointment book, valid, each at a named clinic with days and hours', async () => {
    const list = await all('doctors');
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const doctor of list) {
      expect(createSchema(doctors).safeParse(bodyOf(doctors, doctor)).error?.issues ?? []).toEqual([]);
      expect(doctor.labels?.clinic).toMatch(/^Chairside /);
      expect((doctor.availableDays as string[]).length).toBeGreaterThan(0);
      expect((doctor.availableTimeSlots as unknown[]).length).toBeGreaterThan(0);
    }
    expect(new Set(list.map((d) => d.labels?.clinic)).size).toBe(3);
  });
});

describe('demo staff', () => {
  it('are valid, in every status, and each demo account belongs to one of them', async () => {
    const list = await all('staff');
    for (const member of list)
      expect(createSchema(staff).safeParse(bodyOf(staff, member)).error?.issues ?? []).toEqual([]);
    expect(new Set(list.map((m) => m.status))).toEqual(new Set(['Active', 'On Leave', 'Inactive']));
    const linked = list.map((m) => m.labels?.account).filter(Boolean);
    expect(linked.sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.username).sort());
  });
});
