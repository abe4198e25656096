import type { AddressInfo } from 'node:net';
import { appointments, type CampaignMetrics, clinics, createSchema, doctors, nowMs, patients } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceRepository } from '../../resources/repository.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { clinicInput, doctorInput, expectProblem } from '../../test/http.js';

/**
 * A sent campaign's metrics from real events: delivery as the outbox's SMTP
 * conversation left it, opens and clicks through the recipients' own tracked
 * links (when the clinic tracks engagement), conversion as a booking by a
 * delivered recipient within the settings' window.
 */

const OFFER = 'https://clinic.example/offer';
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (address.address === 'cat@example.com') return callback(new Error('Mailbox unavailable'));
    callback();
  },
  onData(stream, _session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received.push(data);
      callback();
    });
  },
});

let ctx: TestContext;
let admin: string;
const ids: Record<string, number> = {};
let doctor: number;
let clinic: number;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie: string | null = admin) =>
  ctx.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

async function setMarketing(marketing: { trackEngagement: boolean; conversionDays: number }): Promise<void> {
  const current = (await inject('GET', '/api/settings')).json<Record<string, unknown>>();
  const res = await inject('PUT', '/api/settings', { ...current, marketing });
  expect(res.statusCode, res.body).toBe(200);
}

async function sendCampaign(name: string): Promise<number> {
  const created = await inject('POST', '/api/marketing-campaigns', {
    campaignName: name,
    campaignType: 'Promotion',
    targetAudience: {},
    messageTemplate: `Dear {{firstName}}, see our offer at ${OFFER}. Book now!`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: number }>().id;
  const sent = await inject('POST', `/api/marketing-campaigns/${id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
}

const metrics = async (id: number): Promise<CampaignMetrics> => {
  const res = await inject('GET', `/api/marketing-campaigns/${id}/metrics`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CampaignMetrics>();
};

/** The patient's message of a campaign, as it waits in (or left) the outbox. */
async function bodyFor(patient: number, campaign: string): Promise<string> {
  const [row] = await ctx.database.rows<{ body: string }>(sql`
    select body from outbox_messages where patient = ${patient} and source like ${`%${campaign}`}`);
  return row!.body;
}

const tokenIn = (body: string): string => {
  const m = /\/t\/c\/([A-Za-z0-9_-]+)\?url=/.exec(body);
  if (!m) throw new Error(`no tracked link in ${body}`);
  return m[1]!;
};

/** An appointment next week, at `hour` (one doctor: each booking its own hour). */
async function book(patient: number, hour: number): Promise<number> {
  return new ResourceRepository(appointments).insert(
    ctx.database.rows,
    createSchema(appointments).parse({
      patient,
      doctor,
      clinic,
      appointmentDate: new Date(nowMs() + 7 * 86_400_000).toISOString().slice(0, 10),
      startTime: `${hour}:00`,
      endTime: `${hour}:30`,
      reasonForVisit: 'Whitening',
    }),
  );
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    OUTBOX_INTERVAL_SECONDS: '3600',
    PUBLIC_URL: 'https://clinic.example',
  });
  admin = await ctx.signIn('Admin');
  const repo = new ResourceRepository(patients);
  for (const name of ['Ann', 'Ben', 'Cat'])
    ids[name] = await repo.insert(
      ctx.database.rows,
      createSchema(patients).parse({
        fullName: `${name} Tracked`,
        bloodType: 'O+',
        email: `${name.toLowerCase()}@example.com`,
      }),
    );
  doctor = await new ResourceRepository(doctors).insert(ctx.database.rows, createSchema(doctors).parse(doctorInput()));
  clinic = await new ResourceRepository(clinics).insert(ctx.database.rows, createSchema(clinics).parse(clinicInput()));
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('campaign metrics', () => {
  let id: number;
  let ann: string;
  let ben: string;

  it('counts every message as sent and none delivered until the outbox delivers them', async () => {
    await setMarketing({ trackEngagement: true, conversionDays: 14 });
    id = await sendCampaign('Whitening offer');
    expect(await metrics(id)).toEqual({
      sent: 3,
      delivered: 0,
      failed: 0,
      opened: 0,
      openRate: null,
      clicked: 0,
      clickRate: null,
      converted: 0,
      conversionRate: null,
      tracked: true,
      conversionDays: 14,
    });
  });

  it('gives each recipient unguessable tokens in links that lead back to this server', async () => {
    ann = tokenIn(await bodyFor(ids.Ann!, 'Whitening offer'));
    ben = tokenIn(await bodyFor(ids.Ben!, 'Whitening offer'));
    expect(ann).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(ann).not.toBe(ben);
    expect(await bodyFor(ids.Ann!, 'Whitening offer')).toContain(
      `https://clinic.example/t/c/${ann}?url=${encodeURIComponent(OFFER)}. Book now!`,
    );
  });

  it('counts delivered and failed messages from the outbox', async () => {
    const res = await inject('POST', '/api/outbox/send');
    expect(res.statusCode, res.body).toBe(200);
    expect(received).toHaveLength(2);
    // The HTML part carries the open pixel.
    expect(received.join('')).toMatch(/text\/html/);
    expect(await metrics(id)).toMatchObject({ sent: 3, delivered: 2, failed: 1, openRate: '0.0' });
  });

  it('records an open once per recipient, from the pixel', async () => {
    for (let i = 0; i < 3; i++) {
      const pixel = await inject('GET', `/t/o/${ann}`, undefined, null);
      expect(pixel.statusCode).toBe(200);
      expect(pixel.headers['content-type']).toBe('image/gif');
    }
    expect(await metrics(id)).toMatchObject({ opened: 1, openRate: '50.0', clicked: 0 });
  });

  it('records a click once per recipient and redirects to the campaign’s address', async () => {
    for (let i = 0; i < 2; i++) {
      const click = await inject('GET', `/t/c/${ben}?url=${encodeURIComponent(OFFER)}`, undefined, null);
      expect(click.statusCode).toBe(302);
      expect(click.headers.location).toBe(OFFER);
    }
    // A click is an open too.
    expect(await metrics(id)).toMatchObject({ opened: 2, openRate: '100.0', clicked: 1, clickRate: '50.0' });
  });

  it('never redirects to an address that is not in the campaign, nor for an unknown token', async () => {
    const evil = await inject('GET', `/t/c/${ann}?url=${encodeURIComponent('https://evil.example/')}`, undefined, null);
    expectProblem(evil, 400, 'This link is not part of the campaign.');
    expect(evil.headers.location).toBeUndefined();
    const unknown = await inject('GET', `/t/c/${'x'.repeat(32)}?url=${encodeURIComponent(OFFER)}`, undefined, null);
    expectProblem(unknown, 404);
    expect(unknown.headers.location).toBeUndefined();
    expect(await metrics(id)).toMatchObject({ clicked: 1 });
  });

  it('counts a booking by a delivered recipient within the window as a conversion', async () => {
    await book(ids.Ann!, 10);
    // Ben books 20 days after the campaign; Cat's message never reached her.
    const late = await book(ids.Ben!, 11);
    await ctx.database.rows(sql`
      update appointments set created_at = (select sent_at from marketing_campaigns where id = ${id}) + interval '20 days'
      where id = ${late}`);
    await book(ids.Cat!, 12);
    expect(await metrics(id)).toMatchObject({ converted: 1, conversionRate: '50.0', conversionDays: 14 });
    await setMarketing({ trackEngagement: true, conversionDays: 30 });
    expect(await metrics(id)).toMatchObject({ converted: 2, conversionRate: '100.0', conversionDays: 30 });
  });

  it('does not track a campaign sent while tracking is off: its links are the originals', async () => {
    await setMarketing({ trackEngagement: false, conversionDays: 14 });
    const plain = await sendCampaign('Plain offer');
    expect(await bodyFor(ids.Ann!, 'Plain offer')).toContain(`${OFFER}. Book now!`);
    expect(await bodyFor(ids.Ann!, 'Plain offer')).not.toContain('/t/c/');
    expect(await metrics(plain)).toMatchObject({ sent: 3, tracked: false });
  });

  it('is 404 for an unknown campaign and needs a signed-in reader', async () => {
    expectProblem(await inject('GET', '/api/marketing-campaigns/999999/metrics'), 404);
    expectProblem(await inject('GET', `/api/marketing-campaigns/${id}/metrics`, undefined, null), 401);
  });
});
