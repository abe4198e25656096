import { type ClinicSettings, DEFAULT_SETTINGS } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { errorMap, expectProblem } from '../test/http.js';

type Saved = ClinicSettings & { version: number };

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
});
afterAll(() => ctx.close());

const read = async (): Promise<Saved> => (await ctx.app.inject({ url: '/api/settings' })).json<Saved>();
const put = (payload: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/settings',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

/** A changed copy of the settings (deep, so the original stays as it was). */
function edited(s: Saved, change: (copy: Saved) => void): Saved {
  const copy = structuredClone(s);
  change(copy);
  return copy;
}

describe('GET /api/settings', () => {
  it('is public and starts from the defaults at version 1', async () => {
    const res = await ctx.app.inject({ url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_SETTINGS, version: 1 });
  });
});

describe('PUT /api/settings', () => {
  it('needs a session (401) and settings.manage (403), and then stores nothing', async () => {
    const current = await read();
    const body = edited(current, (s) => {
      s.system.appName = 'Hijacked';
    });
    expectProblem(await put(body), 401);
    expectProblem(await put(body, await ctx.signIn('Dentist')), 403);
    expect(await read()).toEqual(current);
  });

  it('saves, answers with the next version, and the saved values come back', async () => {
    const current = await read();
    const body = edited(current, (s) => {
      s.system = {
        appName: 'Bright Smiles',
        address: '2 High St',
        email: 'hello@bright.example',
        phone: '+44 20 7946 0000',
        showLogo: false,
      };
      s.localisation = {
        language: 'fr',
        dateFormat: 'DD-MM-YYYY',
        timeFormat: '12h',
        currency: 'EUR',
        currencySymbol: '€',
        toothNumbering: 'fdi',
      };
      s.openHours.Sunday = { closed: false, open: '10:00', close: '12:30' };
    });
    const res = await put(body, admin);
    expect(res.statusCode).toBe(200);
    const { version: _sent, ...data } = body;
    expect(res.json()).toEqual({ ...data, version: current.version + 1 });
    expect(await read()).toEqual({ ...data, version: current.version + 1 });
  });

  it('keeps the 24-hour clock for a client that does not send a time format, and refuses an unknown one', async () => {
    const current = await read();
    const { timeFormat: _omitted, ...older } = current.localisation;
    const res = await put({ ...current, localisation: older }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<Saved>().localisation.timeFormat).toBe('24h');
    const bad = await put({ ...res.json<Saved>(), localisation: { ...older, timeFormat: '10h' } }, admin);
    expectProblem(bad, 422);
    expect(Object.keys(errorMap(bad))).toEqual(['localisation.timeFormat']);
  });

  it('refuses a closing time not after the opening time and a bad email with 422 and paths, storing nothing', async () => {
    const current = await read();
    const body = edited(current, (s) => {
      s.openHours.Monday = { closed: false, open: '18:00', close: '08:00' };
      s.openHours.Tuesday = { closed: false, open: '09:00', close: '09:00' };
      s.system.email = 'not-an-email';
    });
    const res = await put(body, admin);
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      'openHours.Monday.close': 'Closing time must be after opening time',
      'openHours.Tuesday.close': 'Closing time must be after opening time',
      'system.email': 'Email must be a valid email address',
    });
    expect(await read()).toEqual(current);
  });

  it('accepts any hours on a closed day', async () => {
    const current = await read();
    const body = edited(current, (s) => {
      s.openHours.Wednesday = { closed: true, open: '18:00', close: '08:00' };
    });
    expect((await put(body, admin)).statusCode).toBe(200);
    expect((await read()).openHours.Wednesday).toEqual({ closed: true, open: '18:00', close: '08:00' });
  });

  it('refuses an unknown language, a malformed time or a missing section', async () => {
    const current = await read();
    const bad = edited(current, (s) => {
      (s.localisation as { language: string }).language = 'xx';
      s.openHours.Friday.close = '25:00';
    });
    const res = await put(bad, admin);
    expect([400, 422]).toContain(res.statusCode);
    expect(errorMap(res)).toMatchObject({ 'openHours.Friday.close': 'Closing time must be HH:MM' });
    expect(Object.keys(errorMap(res)).sort()).toEqual(['localisation.language', 'openHours.Friday.close']);
    const { system: _gone, ...noSystem } = current;
    const missing = await put(noSystem, admin);
    expect([400, 422]).toContain(missing.statusCode);
    expect(errorMap(missing)).toHaveProperty('system');
    expect(await read()).toEqual(current);
  });

  it('refuses a stale version with 409 and keeps the newer values', async () => {
    const current = await read();
    const first = edited(current, (s) => {
      s.system.appName = 'First';
    });
    expect((await put(first, admin)).statusCode).toBe(200);
    const second = edited(current, (s) => {
      s.system.appName = 'Second';
    });
    const res = await put(second, admin);
    expectProblem(res, 409);
    expect(errorMap(res)).toHaveProperty('version');
    expect(await read()).toMatchObject({ system: { appName: 'First' }, version: current.version + 1 });
  });
});
