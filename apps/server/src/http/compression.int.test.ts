// clock matrix: incidental (a week two weeks ahead to compress; its subject is the encodings)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { bookingInput, dayFrom, makeClinic, makeFullTimeDoctor, makePatient, post } from '../test/book.js';
import { createTestContext, type TestContext } from '../test/context.js';

/** What a browser gets over the wire: compressed text, long-lived hashed assets, a fresh index.html. */

const ASSET = 'assets/index-Ab12Cd34.js';
const PRELOADS = {
  'admin.html': '<link rel="modulepreload" href="/assets/shell-Ab12.js">',
  'dashboard.html':
    '<link rel="modulepreload" href="/assets/shell-Ab12.js"><link rel="modulepreload" href="/assets/dashboard-Cd34.js">',
};
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

let ctx: TestContext;
let admin: string;
let reception: string;
let dist: string;

beforeAll(async () => {
  // A built web app as Vite leaves it, with the .br copy the build writes beside each file.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Chairside</title><script src="/${ASSET}"></script>`,
  );
  fs.writeFileSync(path.join(dist, ASSET), SCRIPT);
  fs.writeFileSync(path.join(dist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  // The admin pages' own HTML, naming the shell's code (and on the dashboard, its code too).
  for (const [file, preloads] of Object.entries(PRELOADS))
    fs.writeFileSync(
      path.join(dist, file),
      `<!doctype html><title>Chairside</title><script src="/${ASSET}"></script>${preloads}`,
    );
  ctx = await createTestContext({ WEB_DIST: dist });
  admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist');
  for (let i = 0; i < 12; i++) await makePatient(ctx, reception, `Compressed Patient ${i}`);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const list = (encoding?: string) =>
  ctx.app.inject({
    url: '/api/patients?q=Compressed&pageSize=25',
    headers: { cookie: reception, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('compressed answers', () => {
  it('sends a JSON list with brotli or gzip as the browser accepts, decoding to the same JSON', async () => {
    const plain = await list();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<{ total: number }>().total).toBe(12);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses a list page of tens of kilobytes in one go: its length is known, not sent in chunks', async () => {
    for (let i = 0; i < 25; i++)
      await makePatient(ctx, reception, `Sizeable Patient ${i}`, { address: `${i} ${'Long Street, '.repeat(30)}` });
    const page = (encoding: string) =>
      ctx.app.inject({
        url: '/api/patients?q=Sizeable&pageSize=25',
        headers: { cookie: reception, 'accept-encoding': encoding },
      });
    const plain = await page('identity');
    // Over the plugin's own bound on two cores (8 KiB), under ours (64 KiB).
    expect(plain.rawPayload.length).toBeGreaterThan(12 * 1024);
    expect(plain.rawPayload.length).toBeLessThan(64 * 1024);
    const br = await page('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers and spreadsheets as they are', async () => {
    const health = await ctx.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });

    const xlsx = await ctx.app.inject({
      url: '/api/patients/export?format=xlsx&q=Compressed',
      headers: { cookie: reception, 'accept-encoding': 'br' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('a kept week of the book', () => {
  const MONDAY = dayFrom('Monday', 14);
  const week = (encoding?: string) =>
    ctx.app.inject({
      url: `/api/appointments/calendar?from=${MONDAY}&to=${addDays(MONDAY, 6)}`,
      headers: { cookie: reception, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });
  const reasons = (items: { reasonForVisit: string }[]) => items.map((a) => a.reasonForVisit).sort();

  it('is sent compressed as each browser accepts, decoding to the same JSON, and never from before a booking', async () => {
    const clinic = (await makeClinic(ctx, admin)).id;
    const doctor = (await makeFullTimeDoctor(ctx, admin, clinic)).id;
    const patient = (await makePatient(ctx, reception, 'Week Patient')).id;
    const book = (start: string, end: string, reason: string) =>
      post(
        ctx,
        reception,
        '/api/appointments',
        bookingInput({ patient, doctor, clinic }, MONDAY, start, end, { reasonForVisit: reason }),
      );
    const slots = [
      ['09:00', '09:30'],
      ['09:30', '10:00'],
      ['10:00', '10:30'],
      ['10:30', '11:00'],
      ['11:00', '11:30'],
    ] as const;
    for (const [i, [start, end]] of slots.entries()) await book(start, end, `Kept week visit ${i}`);

    const plain = await week();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const { items } = plain.json<{ items: { reasonForVisit: string }[] }>();
    expect(reasons(items)).toEqual([0, 1, 2, 3, 4].map((i) => `Kept week visit ${i}`));

    // Asked again (the kept week), each encoding decodes to the JSON sent as it is.
    for (let reload = 0; reload < 2; reload++) {
      const br = await week('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
      const gz = await week('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
    }

    // A booking changes the week: every encoding shows it at once.
    await book('14:00', '14:30', 'Kept week visit 5');
    const after = JSON.parse(brotliDecompressSync((await week('br')).rawPayload).toString('utf8')) as {
      items: { reasonForVisit: string }[];
    };
    expect(reasons(after.items)).toContain('Kept week visit 5');
    const gzAfter = JSON.parse(gunzipSync((await week('gzip')).rawPayload).toString('utf8')) as typeof after;
    expect(gzAfter).toEqual(after);
  });
});

describe('the web app’s files', () => {
  it('sends a hashed asset precompressed and immutable', async () => {
    const br = await ctx.app.inject({ url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await ctx.app.inject({ url: `/${ASSET}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
  });

  it('makes the browser ask again for index.html and the pages that fall back to it', async () => {
    for (const url of ['/index.html', '/login', '/patient/12']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(ASSET);
    }
  });

  it('serves the dashboard and the other admin pages the HTML that names their code, the public pages the bare one', async () => {
    const signedIn = { [SESSION_COOKIE]: 'a-session' };
    const html = async (url: string) => (await ctx.app.inject({ url, cookies: signedIn })).body;
    expect(await html('/dashboard')).toContain('dashboard-Cd34.js');
    for (const url of ['/patients', '/appointments/12', '/settings'])
      expect(await html(url), url).toBe(fs.readFileSync(path.join(dist, 'admin.html'), 'utf8'));
    for (const url of ['/', '/login', '/register', '/send-message', '/book-appointment/step-2'])
      expect(await html(url), url).not.toContain('modulepreload');
    expect((await ctx.app.inject({ url: '/admin.html' })).headers['cache-control']).toBe('no-cache');
  });

  it('serves a visitor with no session the bare HTML at an admin address: the app sends them to sign in', async () => {
    for (const url of ['/dashboard', '/patients']) {
      const res = await ctx.app.inject({ url });
      expect(res.body, url).not.toContain('modulepreload');
      expect(res.headers.vary, url).toMatch(/cookie/i);
    }
  });

  it('answers a missing file with 404, not with the app’s page', async () => {
    // (/favicon.ico and /robots.txt are the public site's own, issue 24.)
    for (const url of ['/apple-touch-icon.png', '/assets/index-Gone1234.js', '/humans.txt']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/problem\+json/);
    }
    // A page whose address holds a dot elsewhere is still a page.
    expect((await ctx.app.inject({ url: '/patients/12' })).statusCode).toBe(200);
  });
});
