import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { countRows, errorMap, expectProblem } from '../../test/http.js';

/**
 * Patients: server-numbered medical records, nested rows (history and
 * medications), the emergency-contact rule, and archiving instead of erasing.
 */

type Rec = Record<string, unknown> & { id: number; version: number; archivedAt: string | null };

let ctx: TestContext;
let reception: string;
let accountant: string;
beforeAll(async () => {
  ctx = await createTestContext();
  reception = await ctx.signIn('Receptionist');
  accountant = await ctx.signIn('Accountant');
});
afterAll(() => ctx.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Amina Haddad',
  bloodType: 'O+',
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = reception) =>
  ctx.app.inject({ method, url: `/api/patients${url}`, headers: { cookie }, payload });
const create = async (overrides: Record<string, unknown> = {}): Promise<Rec> => {
  const res = await call('POST', '', input(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const listNames = async (query = '') =>
  (await call('GET', `?pageSize=100${query}`)).json<{ items: Rec[] }>().items.map((p) => p.fullName);

describe('medical record numbers', () => {
  it('are given by the server when left empty, from the record id', async () => {
    const a = await create({ fullName: 'First Numbered' });
    const b = await create({ fullName: 'Second Numbered', medicalRecordNumber: '' });
    expect(a.medicalRecordNumber).toBe(`MRN-${String(a.id).padStart(6, '0')}`);
    expect(b.medicalRecordNumber).toBe(`MRN-${String(b.id).padStart(6, '0')}`);
  });

  it('keep a number the clinic typed, and refuse one another patient has (any case)', async () => {
    const typed = await create({ fullName: 'Typed Number', medicalRecordNumber: 'OLD-77' });
    expect(typed.medicalRecordNumber).toBe('OLD-77');
    const before = await countRows(ctx.database, 'patients');
    const res = await call('POST', '', input({ fullName: 'Clash', medicalRecordNumber: 'old-77' }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({ medicalRecordNumber: 'This medical record number belongs to another patient' });
    expect(await countRows(ctx.database, 'patients')).toBe(before);
  });
});

describe('nested rows', () => {
  it('stores history and medications as given, dropping rows left empty', async () => {
    const p = await create({
      allergies: ['Penicillin'],
      medicalHistory: [
        { condition: 'Hypertension', diagnosedAt: '2019-05-01', notes: 'Treated' },
        { condition: '', diagnosedAt: null, notes: '' },
      ],
      currentMedications: [{ name: 'Amlodipine', dosage: '5 mg', frequency: 'Daily', prescribedBy: null }],
    });
    expect(p.medicalHistory).toEqual([{ condition: 'Hypertension', diagnosedAt: '2019-05-01', notes: 'Treated' }]);
    expect(p.currentMedications).toEqual([
      { name: 'Amlodipine', dosage: '5 mg', frequency: 'Daily', prescribedBy: null },
    ]);
    expect(p.allergies).toEqual(['Penicillin']);
  });

  it('reports a row missing a required value at its path, and stores nothing', async () => {
    const before = await countRows(ctx.database, 'patients');
    const res = await call(
      'POST',
      '',
      input({
        medicalHistory: [{ condition: 'Asthma', diagnosedAt: '2020-01-01' }, { condition: 'Diabetes' }],
        currentMedications: [{ name: 'Ventolin' }],
      }),
    );
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      'medicalHistory.1.diagnosedAt': 'Diagnosed On is required',
      'currentMedications.0.dosage': 'Dosage is required',
    });
    expect(await countRows(ctx.database, 'patients')).toBe(before);
  });

  it('refuses an unknown key inside a row', async () => {
    const res = await call(
      'POST',
      '',
      input({ medicalHistory: [{ condition: 'A', diagnosedAt: '2020-01-01', x: 1 }] }),
    );
    expectProblem(res, 400);
  });
});

describe('rules', () => {
  it('an emergency contact needs a name and a phone; a birth date is not in the future', async () => {
    const res = await call('POST', '', input({ emergencyContactName: 'Omar Haddad', birthDate: '2999-01-01' }));
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      emergencyContactPhone: 'Give a phone number for the emergency contact',
      birthDate: 'Birth date cannot be in the future',
    });
  });

  it('full name and blood type are required', async () => {
    const res = await call('POST', '', {});
    expectProblem(res, 422);
    expect(errorMap(res)).toMatchObject({ fullName: 'Full Name is required', bloodType: 'Blood Type is required' });
  });
});

describe('archiving', () => {
  it('DELETE archives: the patient leaves the list, stays readable, and comes back on restore', async () => {
    const p = await create({ fullName: 'Archived Zed' });
    const rows = await countRows(ctx.database, 'patients');
    expect((await call('DELETE', `/${p.id}`)).statusCode).toBe(204);
    expect(await countRows(ctx.database, 'patients')).toBe(rows);

    expect(await listNames()).not.toContain('Archived Zed');
    expect(await listNames('&archived=true')).toEqual(['Archived Zed']);
    const archived = (await call('GET', `/${p.id}`)).json<Rec>();
    expect(archived.archivedAt).toEqual(expect.any(String));

    const edit = await call('PUT', `/${p.id}`, { ...input({ fullName: 'Edited' }), version: archived.version });
    expectProblem(edit, 409, 'This patient is archived: restore it before editing.');
    const lookup = (await call('GET', '/lookup?q=Zed')).json<{ label: string }[]>();
    expect(lookup).toEqual([]);

    const restored = await call('POST', `/${p.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<Rec>().archivedAt).toBeNull();
    expect(await listNames()).toContain('Archived Zed');
  });

  it('bulk delete archives too, and the audit log records who archived and restored', async () => {
    const a = await create({ fullName: 'Bulk One' });
    const b = await create({ fullName: 'Bulk Two' });
    const res = await call('POST', '/bulk-delete', { ids: [a.id, b.id] });
    expect(res.json()).toEqual({ deleted: 2 });
    expect(await listNames('&archived=true')).toEqual(expect.arrayContaining(['Bulk One', 'Bulk Two']));
    await call('POST', `/${a.id}/restore`);
    const log = await ctx.database.rows<{ action: string; username: string }>(
      sql`select action, username from audit_log where resource = 'patients' and record_id = ${a.id} order by id`,
    );
    expect(log.map((l) => l.action)).toEqual(['create', 'archive', 'restore']);
    expect(new Set(log.map((l) => l.username)).size).toBe(1);
  });

  it('the summary counts live patients by blood group', async () => {
    await create({ fullName: 'Tile AB', bloodType: 'AB-' });
    const archived = await create({ fullName: 'Tile AB gone', bloodType: 'AB+' });
    await call('DELETE', `/${archived.id}`);
    const summary = (await call('GET', '/summary?q=Tile')).json<{ tiles: { label: string; value: number }[] }>();
    expect(summary.tiles.find((t) => t.label === 'Blood Type AB')?.value).toBe(1);
    expect(summary.tiles.find((t) => t.label === 'Total Patients')?.value).toBe(1);
  });

  it('restoring needs the write permission; unknown ids are 404', async () => {
    const p = await create({ fullName: 'Perm Check' });
    await call('DELETE', `/${p.id}`);
    expectProblem(await call('POST', `/${p.id}/restore`, undefined, accountant), 403);
    const still = await call('GET', `/${p.id}`, undefined, accountant);
    expect(still.statusCode).toBe(200);
    expect(still.json<Rec>().archivedAt).toEqual(expect.any(String));
    expectProblem(await call('POST', '/999999/restore'), 404);
  });
});
