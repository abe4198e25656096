import { createSchema, payments, prescriptions } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allergyWarnings, medicamentsOf } from '../modules/prescriptions/allergies.js';
import { bodyOf, useSeededDemo } from '../test/demo.js';

/** The demo book: weeks of visits around today, none overlapping, statuses that follow the clock. */

const demo = useSeededDemo();

const count = async (where: ReturnType<typeof sql>) => {
  const [row] = await demo.ctx.database.rows<{ n: number }>(
    sql`select count(*)::int as n from appointments where ${where}`,
  );
  return row?.n ?? 0;
};

describe('demo appointments', () => {
  it('fill past and coming weeks for every demo doctor', async () => {
    expect(await count(sql`appointment_date < app_today()`)).toBeGreaterThan(300);
    expect(await count(sql`appointment_date > app_today()`)).toBeGreaterThan(200);
    const [row] = await demo.ctx.database.rows<{ n: number }>(
      sql`select count(distinct doctor)::int as n from appointments`,
    );
    const [doctors] = await demo.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from doctors`);
    expect(row?.n).toBe(doctors?.n);
  });

  it('have statuses consistent with the date: nothing finished in the future, nothing pending in the past', async () => {
    expect(
      await count(sql`appointment_date > app_today() and status in ('Arrived', 'In Chair', 'Completed', 'No-Show')`),
    ).toBe(0);
    expect(
      await count(sql`appointment_date < app_today() and status in ('Scheduled', 'Confirmed', 'Arrived', 'In Chair')`),
    ).toBe(0);
    expect(await count(sql`status = 'Completed'`)).toBeGreaterThan(100);
    expect(await count(sql`status = 'Confirmed' and confirmation <> 'Confirmed'`)).toBe(0);
  });

  it('never overlap for a doctor, and every visit has a status history ending at its status', async () => {
    const [overlaps] = await demo.ctx.database.rows<{ n: number }>(sql`
      select count(*)::int as n from appointments a join appointments b
        on a.doctor = b.doctor and a.id < b.id and a.appointment_date = b.appointment_date
       and a.start_time < b.end_time and b.start_time < a.end_time`);
    expect(overlaps?.n).toBe(0);
    const [wrong] = await demo.ctx.database.rows<{ n: number }>(sql`
      select count(*)::int as n from appointments a
      where a.status <> (select h.to_status from appointment_status_changes h
                         where h.appointment_id = a.id order by h.at desc, h.id desc limit 1)`);
    expect(wrong?.n).toBe(0);
    const [future] = await demo.ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from appointment_status_changes where at > app_now()`,
    );
    expect(future?.n).toBe(0);
  });
  it('have prescriptions written at completed visits, for their patient, naming real medicaments', async () => {
    const list = await demo.all(prescriptions);
    expect(list.length).toBe(60);
    const [wrong] = await demo.ctx.database.rows<{ n: number }>(sql`
      select count(*)::int as n from prescriptions p join appointments a on a.id = p.appointment
      where a.status <> 'Completed' or a.patient <> p.patient or p.valid_until < p.prescription_date
         or jsonb_array_length(p.medications) not between 1 and 3`);
    expect(wrong?.n).toBe(0);
    for (const p of list) {
      expect(p.labels?.['medications.0.medicament']).toEqual(expect.any(String));
      // What the demo stored, the form would have accepted.
      expect(createSchema(prescriptions).safeParse(bodyOf(prescriptions, p)).error).toBeUndefined();
    }
  });
  it('prescribe no patient a medicament the allergy check warns of (no Xylocaine for the Lidocaine-allergic)', async () => {
    const rows = demo.ctx.database.rows;
    const [lidocaine] = await rows<{ n: number }>(sql`
      select count(*)::int as n from patients where 'Lidocaine' = any(allergies)`);
    expect(lidocaine?.n).toBeGreaterThan(0);
    const [classes] = await rows<{ n: number }>(sql`
      select count(*)::int as n from medicaments where drug_class = 'Local anaesthetics (amide)'`);
    expect(classes?.n).toBeGreaterThan(2);
    for (const p of await demo.all(prescriptions))
      expect(await allergyWarnings(rows, Number(p.patient), medicamentsOf(p.medications)), String(p.id)).toEqual([]);
  });
  it('have payments for most completed visits, in the clinic’s currency', async () => {
    const [row] = await demo.ctx.database.rows<{ n: number; wrong: number }>(sql`
      select count(*)::int as n,
             (count(*) filter (where a.status <> 'Completed' or a.patient <> p.patient or p.currency <> 'USD'))::int as wrong
      from payments p join appointments a on a.id = p.appointment`);
    expect(row?.n).toBeGreaterThan(50);
    expect(row?.wrong).toBe(0);
    for (const p of await demo.all(payments))
      expect(createSchema(payments).safeParse(bodyOf(payments, p)).error).toBeUndefined();
  });
});
