// clock matrix: incidental (one visit two weeks ahead to attach prescriptions to)
import type { AllergyWarning } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput, dayFrom, makeClinic, makeFullTimeDoctor, post as postAs } from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { countRows, errorMap, expectProblem } from '../../test/http.js';
import { pdfLines, pdfText } from '../../test/pdf-text.js';
import { createMedicament } from '../../test/records.js';

/** Prescriptions: numbered, medications as rows naming medicaments, dates and refills checked, allergies warned of. */

type Rec = Record<string, unknown> & { id: number; version: number; labels: Record<string, string | null> };

let ctx: TestContext;
let dentist: string;
let accountant: string;
let ids: { patient: number; doctor: number; clinic: number };
let amoxicillin: number;
let ibuprofen: number;

beforeAll(async () => {
  ctx = await createTestContext();
  dentist = await ctx.signIn('Dentist');
  accountant = await ctx.signIn('Accountant');
  const admin = await ctx.signIn('Admin');
  const clinic = (await makeClinic(ctx, admin)).id;
  const doctor = (await makeFullTimeDoctor(ctx, admin, clinic)).id;
  const patient = await postAs(ctx, dentist, '/api/patients', {
    fullName: 'Inès Moreau',
    bloodType: 'O-',
    allergies: ['Penicillin', 'Latex', 'no'],
  });
  ids = { patient: patient.id, doctor, clinic };
  amoxicillin = await createMedicament(ctx, admin, 'Clamoxyl 500 mg', ['Amoxicillin', 'Penicillin derivative']);
  ibuprofen = await createMedicament(ctx, admin, 'Ibuprofen 400 mg', ['Ibuprofen']);
});
afterAll(() => ctx.close());

const medication = (medicament: number, o: Record<string, unknown> = {}) => ({
  medicament,
  dosage: '400 mg',
  frequency: 'Every 8 hours',
  durationDays: 5,
  instructions: 'After meals',
  ...o,
});
const input = (o: Record<string, unknown> = {}) => ({
  ...ids,
  prescriptionDate: '2026-05-04',
  validUntil: '2026-06-04',
  medications: [medication(ibuprofen)],
  ...o,
});
const send = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object, cookie = dentist) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('/api/prescriptions', () => {
  it('numbers the prescription, names its medicaments and keeps the spec’s defaults', async () => {
    const res = await send('POST', '/api/prescriptions', input());
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json<Rec>();
    expect(p.prescriptionNumber).toBe(`RX-${String(p.id).padStart(6, '0')}`);
    expect(p).toMatchObject({ status: 'Active', refillAllowed: 'No', refillCount: 0 });
    expect(p.labels).toMatchObject({
      patient: 'Inès Moreau',
      clinic: expect.any(String),
      'medications.0.medicament': 'Ibuprofen 400 mg',
    });
  });

  it('refuses a validity before the date, refills without permission, a medication half filled or unknown', async () => {
    const before = await countRows(ctx.database, 'prescriptions');
    const early = await send('POST', '/api/prescriptions', input({ validUntil: '2026-05-03' }));
    expectProblem(early, 422);
    expect(errorMap(early).validUntil).toBe('Valid Until cannot be before the prescription date');

    const refills = await send('POST', '/api/prescriptions', input({ refillCount: 2 }));
    expect(errorMap(refills).refillCount).toBe('Refills can be counted only when refills are allowed');

    const half = await send(
      'POST',
      '/api/prescriptions',
      input({ medications: [medication(ibuprofen, { dosage: '', durationDays: 0 })] }),
    );
    expect(errorMap(half)).toMatchObject({
      'medications.0.dosage': 'Dosage is required',
      'medications.0.durationDays': expect.stringContaining('Duration (days)'),
    });

    const none = await send('POST', '/api/prescriptions', input({ medications: [] }));
    expect(errorMap(none).medications).toBeTruthy();

    const unknown = await send('POST', '/api/prescriptions', input({ medications: [medication(999_999)] }));
    expectProblem(unknown, 422);
    expect(Object.keys(errorMap(unknown))).toContain('medications.0.medicament');
    expect(await countRows(ctx.database, 'prescriptions')).toBe(before);

    const allowed = await send('POST', '/api/prescriptions', input({ refillAllowed: 'Yes', refillCount: 2 }));
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('warns of the patient’s allergies that a medicament names, by its name or an ingredient', async () => {
    const res = await send(
      'POST',
      '/api/prescriptions',
      input({ medications: [medication(ibuprofen), medication(amoxicillin)] }),
    );
    const p = res.json<Rec>();
    const warnings = await send('GET', `/api/prescriptions/${p.id}/allergy-warnings`);
    expect(warnings.statusCode, warnings.body).toBe(200);
    const clamoxyl = {
      allergy: 'Penicillin',
      medicament: 'Clamoxyl 500 mg',
      medicamentId: amoxicillin,
      drugClass: null,
    };
    expect(warnings.json<AllergyWarning[]>()).toEqual([clamoxyl]);

    const safe = await send('GET', `/api/prescriptions/allergy-check?patient=${ids.patient}&medicaments=${ibuprofen}`);
    expect(safe.json<AllergyWarning[]>()).toEqual([]);
    const risky = await send(
      'GET',
      `/api/prescriptions/allergy-check?patient=${ids.patient}&medicaments=${ibuprofen},${amoxicillin}`,
    );
    expect(risky.json<AllergyWarning[]>()).toEqual([clamoxyl]);
    expectProblem(await send('GET', `/api/prescriptions/allergy-check?patient=${ids.patient}&medicaments=a`), 400);
    expectProblem(await send('GET', '/api/prescriptions/999999/allergy-warnings'), 404);
  });

  it('warns through drug classes: an allergy to a class or to any member warns for every member', async () => {
    const admin = await ctx.signIn('Admin');
    const amoxil = await createMedicament(ctx, admin, 'Amoxil 1 g', ['Amoxicillin trihydrate']);
    const septanest = await createMedicament(ctx, admin, 'Septanest 4%', ['Articaine hydrochloride', 'Epinephrine']);
    const declared = await createMedicament(ctx, admin, 'Painaway forte', ['Compound X'], { drugClass: 'NSAIDs' });
    const brand = await createMedicament(ctx, admin, 'Brandmycin', ['Compound Y'], { drugClass: 'Macrolides' });
    const sibling = await createMedicament(ctx, admin, 'Othermycin', ['Compound Z'], { drugClass: 'Macrolides' });
    const patient = await postAs(ctx, dentist, '/api/patients', {
      fullName: 'Class Allergic',
      bloodType: 'A+',
      allergies: ['Penicillin', 'Lidocaine', 'Ibuprofen', 'Brandmycin'],
    });
    const check = async (...meds: number[]) => {
      const res = await send(
        'GET',
        `/api/prescriptions/allergy-check?patient=${patient.id}&medicaments=${meds.join(',')}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AllergyWarning[]>().map((w) => [w.allergy, w.medicament, w.drugClass]);
    };
    expect(await check(amoxil, ibuprofen)).toEqual([
      ['Penicillin', 'Amoxil 1 g', 'Penicillins'],
      ['Ibuprofen', 'Ibuprofen 400 mg', null],
    ]);
    expect(await check(septanest)).toEqual([['Lidocaine', 'Septanest 4%', 'Local anaesthetics (amide)']]);
    expect(await check(declared)).toEqual([['Ibuprofen', 'Painaway forte', 'NSAIDs']]);
    // An allergy named after a medicament of the catalogue reaches the other members of its class.
    expect(await check(sibling, brand)).toEqual([
      ['Brandmycin', 'Othermycin', 'Macrolides'],
      ['Brandmycin', 'Brandmycin', null],
    ]);
    expectProblem(await send('PATCH', `/api/medicaments/${amoxil}`, { drugClass: 'Antibiotics' }, admin), 422);
  });

  it('lists a visit’s prescriptions, prints one, and is archived, not erased; the accountant reads but does not write', async () => {
    const admin = await ctx.signIn('Admin');
    const visit = await postAs(ctx, admin, '/api/appointments', bookingInput(ids, dayFrom('Wednesday', 14)));
    const p = (
      await send('POST', '/api/prescriptions', input({ appointment: visit.id, pharmacy: 'Pharmacie Centrale' }))
    ).json<Rec>();
    const list = await send('GET', `/api/prescriptions?appointment=${visit.id}`);
    expect(list.json<{ items: Rec[]; total: number }>()).toMatchObject({ total: 1, items: [{ id: p.id }] });

    const pdf = await send('GET', `/api/prescriptions/${p.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`prescription_${String(p.prescriptionNumber)}.pdf`);
    const inline = await send('GET', `/api/prescriptions/${p.id}/pdf?inline=1`);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    expectProblem(await send('GET', `/api/prescriptions/${p.id}/pdf?inline=yes`), 400);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Inès Moreau');
    expect(text).toContain('Ibuprofen 400 mg');
    expect(text).toContain('Pharmacie Centrale');
    // The prescriber's signature line, under the prescribing doctor's name (none was typed).
    expect(text).toContain('Prescriber');
    expect(text).toContain(String(p.labels.doctor));
    // A document to sign, not a record dump: titled, numbered, no internal id or audit stamp.
    const lines = text.split('\n');
    expect(lines).toContain('Prescription');
    expect(text).not.toMatch(/#\d|Created |Last updated/);

    // In French and in Arabic (right to left): the headings, the patient, the medicament, the signature line.
    const fr = pdfText((await send('GET', `/api/prescriptions/${p.id}/pdf?lang=fr`)).rawPayload).split('\n');
    expect(fr).toContain('Ordonnance');
    expect(fr[fr.indexOf('Patient') + 1]).toBe('Inès Moreau');
    expect(fr[fr.indexOf('Prescrite le') + 1]).toBe('4 mai 2026');
    expect(fr).toContain('Médicaments');
    expect(fr).toContain('Posologie');
    expect(fr).toContain('Ibuprofen 400 mg');
    expect(fr).toContain('Signature du prescripteur');
    expect(fr).toContain('Page 1 sur 1');
    const rtl = (s: string) => [...s].reverse().join('');
    const ar = pdfLines((await send('GET', `/api/prescriptions/${p.id}/pdf?lang=ar`)).rawPayload);
    const arText = ar.map((l) => l.text);
    expect(arText).toContain(rtl('وصفة طبية'));
    expect(arText[arText.indexOf(rtl('مريض')) + 1]).toBe('Inès Moreau');
    expect(arText).toContain(rtl('الجرعة'));
    expect(arText).toContain(rtl('توقيع الطبيب الواصف'));
    expect(arText).toContain('Ibuprofen 400 mg');
    // The Latin name in a right-to-left row: its own direction, at the right of its cell, left of the label.
    const label = ar.find((l) => l.text === rtl('مريض'));
    const name = ar.find((l) => l.text === 'Inès Moreau');
    expect(label && name && label.x > name.end).toBe(true);
    expect(arText.join('\n')).not.toMatch(/Prescription|Patient|Prescriber/);

    expect((await send('GET', `/api/prescriptions/${p.id}`, undefined, accountant)).statusCode).toBe(200);
    expect((await send('POST', '/api/prescriptions', input(), accountant)).statusCode).toBe(403);
    const archived = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/prescriptions/${p.id}`,
      headers: { cookie: dentist },
    });
    expect(archived.statusCode).toBe(204);
    const read = await send('GET', `/api/prescriptions/${p.id}`);
    expect(read.json<Rec>()).toMatchObject({ archivedAt: expect.any(String) });
  });
});
