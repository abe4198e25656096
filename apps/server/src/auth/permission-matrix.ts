import {
  type AnyResource,
  createSchema,
  filesFieldsOf,
  type Permission,
  RESOURCES,
  ROLE_PERMISSIONS,
  ROLES,
  type Role,
  resourceByName,
  servesRoute,
  TOP_LISTS,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/context.js';
import { recordInput } from '../test/http.js';
import { makeRecord as makeRecordOf, withReferences as withReferencesOf } from '../test/records.js';
import { multipartFile, multipartForm, SAMPLE_FILES } from '../test/upload.js';
import { createUser } from '../users/store.js';
import type { Access } from './types.js';

/**
 * The role × route matrix: for every route of the app and every caller
 * (anonymous and each role), the status is what the permission table says.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Request {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
export interface RouteCase {
  method: Method;
  /** The route as Fastify knows it: `/api/clinics/:id`. */
  path: string;
  access: Access;
  /** The status when the caller is allowed. */
  ok: number;
  /**
   * Builds a valid request, fresh for each caller so that writes have their own
   * target; `cookie` is the caller's (personal records must be the caller's own).
   */
  request?: (cookie: string | undefined) => Promise<Request>;
  /** The request ends or replaces the caller's session: give it a session of its own. */
  ownSession?: boolean;
  /** An answer that does not end (an event stream): its status is read from its head, then it is dropped. */
  stream?: boolean;
}

export let ctx: TestContext;
let admin: string;
let serial = 0;
const next = () => ++serial;

export const send = (
  method: Method,
  url: string,
  cookie: string | undefined,
  payload?: unknown,
  headers: Record<string, string> = {},
  stream = false,
) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie, ...headers } : headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(stream ? { payloadAsStream: true } : {}),
  });

/** A valid body, its required references made by the admin. */
const withReferences = (resource: string, name: string) => withReferencesOf(ctx, admin, resource, name);

/** A record to read or change: the caller's own for personal records; stored directly when no route creates it. */
const makeRecord = (resource: string, caller: string | undefined) => makeRecordOf(ctx, admin, resource, caller);

// A 1×1 PNG: what a signature pad sends, in miniature.
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A procedure record of a fresh plan (its patient's), planned or completed, with a fee. */
async function procedure(kind: 'Planned' | 'Completed'): Promise<{ id: number; plan: number; patient: number }> {
  const made = await send(
    'POST',
    '/api/treatment-plans',
    admin,
    await withReferences('treatment-plans', `Matrix plan ${next()}`),
  );
  if (made.statusCode !== 201) throw new Error(`fixture plan: ${made.body}`);
  const plan = made.json<{ id: number; patient: number }>();
  const entry = await send('POST', '/api/chart-entries', admin, {
    patient: plan.patient,
    plan: plan.id,
    date: '2026-03-02',
    kind,
    tooth: '3',
    condition: 'Crown',
    fee: '100.00',
  });
  if (entry.statusCode !== 201) throw new Error(`fixture procedure: ${entry.body}`);
  return { id: entry.json<{ id: number }>().id, plan: plan.id, patient: plan.patient };
}

/** A plan the patient has signed: its id. */
async function signedPlan(): Promise<number> {
  const { plan } = await procedure('Planned');
  const version = (await send('GET', `/api/treatment-plans/${plan}`, admin)).json<{ version: number }>().version;
  const signed = await send('POST', `/api/treatment-plans/${plan}/accept`, admin, {
    signerName: 'Matrix',
    signature: SIGNATURE,
    version,
  });
  if (signed.statusCode !== 200) throw new Error(`fixture signature: ${signed.body}`);
  return plan;
}

/** A patient who can receive email (a reminder, a campaign). */
async function emailedPatient(): Promise<number> {
  const n = next();
  const payload = { ...recordInput('patients', `Matrix patient ${n}`), email: `matrix${n}@example.com` };
  const res = await send('POST', '/api/patients', admin, payload);
  if (res.statusCode !== 201) throw new Error(`fixture patient: ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** A patient with an email address due for a fresh recall type (a resetting procedure done 200 days ago). */
async function recallDuePatient(): Promise<{ patient: number; recallType: number }> {
  const n = next();
  const made = async (url: string, payload: object) => {
    const res = await send('POST', url, admin, payload);
    if (res.statusCode !== 201) throw new Error(`fixture ${url}: ${res.body}`);
    return res.json<{ id: number; version: number }>();
  };
  const service = await made('/api/services', recordInput('services', `Matrix recall service ${n}`));
  const recallType = await made('/api/recall-types', {
    ...recordInput('recall-types', `Matrix recall ${n}`),
    services: [{ service: service.id }],
  });
  const patient = await emailedPatient();
  const [day] = (await ctx.database.rows<{ day: string }>(sql`select (app_today() - 200)::text as day`)).map(
    (r) => r.day,
  );
  const planned = await made('/api/chart-entries', { patient, kind: 'Planned', date: day, service: service.id });
  const done = await send('POST', `/api/chart-entries/${planned.id}/complete`, admin, {
    date: day,
    version: planned.version,
  });
  if (done.statusCode !== 200) throw new Error(`fixture completion: ${done.body}`);
  return { patient, recallType: recallType.id };
}

async function makeAccount(active: boolean): Promise<number> {
  const user = await createUser(ctx.database, {
    username: `matrix${next()}`,
    password: TEST_PASSWORD,
    role: active ? 'Dentist' : null,
    active,
  });
  return user!.id;
}

/** Remove All of one fresh record, found by its unique title (its number confirmed). */
const removeAllCase = (resource: string, access: Access): RouteCase => ({
  method: 'POST',
  path: `/api/${resource}/remove-all`,
  access,
  ok: 200,
  request: async () => {
    const title = `Sweep ${next()} end`;
    const res = await send('POST', `/api/${resource}`, admin, await withReferences(resource, title));
    if (res.statusCode !== 201) throw new Error(`fixture ${resource}: ${res.body}`);
    // A generated title (an invoice's number) is searched for as the server gave it.
    const found = res.json<Record<string, unknown>>()[resourceByName.get(resource)!.titleField];
    const q = typeof found === 'string' && found ? found : title;
    return { url: `/api/${resource}/remove-all?q=${encodeURIComponent(q)}`, payload: { confirmCount: 1 } };
  },
});

/** The same values (those of a valid new record) set on one fresh record of a type with `bulkEdit`. */
const bulkUpdateCase = (def: AnyResource, access: Access): RouteCase => ({
  method: 'POST',
  path: `/api/${def.name}/bulk-update`,
  access,
  ok: 200,
  request: async (cookie) => {
    const valid = createSchema(def).parse(await withReferences(def.name, `Matrix bulk ${next()}`));
    const values = Object.fromEntries((def.bulkEdit ?? []).map((k) => [k, valid[k]]));
    return { payload: { items: [{ id: await makeRecord(def.name, cookie), version: 1 }], values } };
  },
});

/** A dental image with its file, through the imaging module's upload: its id and its file's id. */
async function imageFixture(): Promise<{ id: number; fileId: number }> {
  const patient = await makeRecord('patients', undefined);
  const upload = multipartForm(
    { patient: String(patient), imageType: 'X-Ray', takenOn: '2026-03-02' },
    { name: 'matrix.png', content: SAMPLE_FILES.png },
  );
  const res = await send('POST', '/api/dental-images/upload', admin, upload.payload, upload.headers);
  if (res.statusCode !== 201) throw new Error(`fixture image: ${res.body}`);
  const image = res.json<{ id: number; image: { id: number }[] }>();
  return { id: image.id, fileId: image.image[0]!.id };
}

/** A record holding one uploaded PDF (a PNG where only pictures are taken) in its first files field: its URL. */
async function fileUrl(def: AnyResource, field: string): Promise<string> {
  if (filesFieldsOf(def.fields).get(field)?.moduleUpload) {
    const { id, fileId } = await imageFixture();
    return `/api/${def.name}/${id}/files/${fileId}`;
  }
  const id = await makeRecord(def.name, admin);
  const pdf = filesFieldsOf(def.fields).get(field)?.accept.includes('pdf') ?? true;
  const upload = pdf ? multipartFile('matrix.pdf', SAMPLE_FILES.pdf) : multipartFile('matrix.png', SAMPLE_FILES.png);
  const res = await send('POST', `/api/${def.name}/${id}/files/${field}`, admin, upload.payload, upload.headers);
  if (res.statusCode !== 201) throw new Error(`fixture file of ${def.name}: ${res.body}`);
  return `/api/${def.name}/${id}/files/${res.json<{ id: number }>().id}`;
}

/**
 * Upload, download and removal of the files of a type with `files` fields.
 * The upload's files field and the file's id share one path parameter, `:file`.
 */
function fileCases(def: AnyResource, read: Access, write: Access): RouteCase[] {
  const [field] = filesFieldsOf(def.fields).keys();
  if (!field) return [];
  const path = `/api/${def.name}/:id/files/:file`;
  // A field its module receives (dental images) has no generic upload.
  const uploadable = [...filesFieldsOf(def.fields).values()].some((f) => !f.moduleUpload);
  const upload: RouteCase = {
    method: 'POST',
    path,
    access: write,
    ok: 201,
    request: async () => {
      const upload = filesFieldsOf(def.fields).get(field)?.accept.includes('pdf')
        ? multipartFile('matrix.pdf', SAMPLE_FILES.pdf)
        : multipartFile('matrix.png', SAMPLE_FILES.png);
      const id = await makeRecord(def.name, admin);
      return { url: `/api/${def.name}/${id}/files/${field}`, payload: upload.payload, headers: upload.headers };
    },
  };
  return [
    ...(uploadable ? [upload] : []),
    { method: 'GET', path, access: read, ok: 200, request: async () => ({ url: await fileUrl(def, field) }) },
    { method: 'DELETE', path, access: write, ok: 204, request: async () => ({ url: await fileUrl(def, field) }) },
  ];
}

function resourceCases(): RouteCase[] {
  return RESOURCES.flatMap((def): RouteCase[] => {
    const base = `/api/${def.name}`;
    const read: Access = def.permissions.read ?? 'signedIn';
    const write: Access = def.permissions.write ?? 'signedIn';
    const body = (name: string) => withReferences(def.name, name);
    const withRecord = (suffix: string, payload?: (name: string) => unknown) => async (cookie?: string) => {
      const id = await makeRecord(def.name, cookie);
      return { url: `${base}/${id}${suffix}`, payload: await payload?.(`Matrix edit ${next()}`) };
    };
    const create: RouteCase[] = [
      {
        method: 'POST',
        path: base,
        access: write,
        ok: 201,
        request: async () => ({ payload: await body(`Matrix new ${next()}`) }),
      },
    ];
    const update: RouteCase[] = [
      {
        method: 'PUT',
        path: `${base}/:id`,
        access: write,
        ok: 200,
        request: withRecord('', async (name) => ({ ...(await body(name)), version: 1 })),
      },
      {
        method: 'PATCH',
        path: `${base}/:id`,
        access: write,
        ok: 200,
        // The whole valid body is a valid patch too, whatever kind the title field is.
        request: withRecord('', async (name) => ({ ...(await body(name)), version: 1 })),
      },
    ];
    return [
      { method: 'GET', path: base, access: read, ok: 200 },
      { method: 'GET', path: `${base}/export`, access: read, ok: 200 },
      ...(def.summary ? [{ method: 'GET', path: `${base}/summary`, access: read, ok: 200 } as const] : []),
      ...(def.analytics?.length ? [{ method: 'GET', path: `${base}/analytics`, access: read, ok: 200 } as const] : []),
      { method: 'GET', path: `${base}/lookup`, access: read, ok: 200 },
      { method: 'GET', path: `${base}/:id`, access: read, ok: 200, request: withRecord('') },
      { method: 'GET', path: `${base}/:id/history`, access: read, ok: 200, request: withRecord('/history') },
      ...(servesRoute(def, 'create') ? create : []),
      ...(servesRoute(def, 'update') ? update : []),
      { method: 'DELETE', path: `${base}/:id`, access: write, ok: 204, request: withRecord('') },
      {
        method: 'POST',
        path: `${base}/bulk-delete`,
        access: write,
        ok: 200,
        request: async (cookie) => ({ payload: { ids: [await makeRecord(def.name, cookie)] } }),
      },
      ...(def.removeAll ? [removeAllCase(def.name, write)] : []),
      ...(def.bulkEdit?.length && servesRoute(def, 'update') ? [bulkUpdateCase(def, write)] : []),
      ...(def.archivable
        ? [
            {
              method: 'POST',
              path: `${base}/:id/restore`,
              access: write,
              ok: 200,
              request: withRecord('/restore'),
            } as const,
          ]
        : []),
      ...fileCases(def, read, write),
      ...(def.documents?.pdf
        ? [{ method: 'GET', path: `${base}/:id/pdf`, access: read, ok: 200, request: withRecord('/pdf') } as const]
        : []),
    ];
  });
}

const FIXED: RouteCase[] = [
  { method: 'GET', path: '/api/health', access: 'public', ok: 200 },
  { method: 'GET', path: '/api/ping', access: 'public', ok: 200 },
  { method: 'GET', path: '/api/openapi.json', access: 'public', ok: 200 },
  {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    ok: 200,
    ownSession: true,
    request: async () => ({ payload: { username: 'matrix-login', password: TEST_PASSWORD } }),
  },
  { method: 'POST', path: '/api/auth/logout', access: 'public', ok: 204, ownSession: true },
  { method: 'GET', path: '/api/auth/me', access: 'signedIn', ok: 200 },
  {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    ok: 201,
    request: async () => ({ payload: { username: `newcomer${next()}`, password: TEST_PASSWORD } }),
  },
  {
    method: 'POST',
    path: '/api/auth/password',
    access: 'signedIn',
    ok: 204,
    ownSession: true,
    request: async () => ({ payload: { currentPassword: TEST_PASSWORD, newPassword: 'another good password' } }),
  },
  { method: 'GET', path: '/api/profile', access: 'signedIn', ok: 200 },
  {
    method: 'PUT',
    path: '/api/profile',
    access: 'signedIn',
    ok: 200,
    // The caller's own staff record, linked to their account when it is not yet.
    request: async (cookie) => {
      if (!cookie)
        return { payload: { fullName: 'Nobody', email: 'nobody@example.com', phone: '+1 555 0100', version: 1 } };
      let profile = (await send('GET', '/api/profile', cookie)).json<{ staffId: number | null; version: number }>();
      if (profile.staffId === null) {
        const me = (await send('GET', '/api/auth/me', cookie)).json<{ id: number }>();
        const made = await send('POST', '/api/staff', admin, {
          ...recordInput('staff', `Matrix self ${next()}`),
          account: me.id,
        });
        if (made.statusCode !== 201) throw new Error(`fixture profile: ${made.body}`);
        profile = (await send('GET', '/api/profile', cookie)).json<{ staffId: number | null; version: number }>();
      }
      const n = next();
      return {
        payload: {
          fullName: `Matrix Self ${n}`,
          email: `self${n}@example.com`,
          phone: '+1 555 0100',
          version: profile.version,
        },
      };
    },
  },
  { method: 'GET', path: '/api/auth/demo-accounts', access: 'public', ok: 200 },
  { method: 'GET', path: '/api/users', access: 'users.manage', ok: 200 },
  { method: 'GET', path: '/api/users/lookup', access: 'staff.manage', ok: 200 },
  {
    method: 'GET',
    path: '/api/staff/:id/account',
    // Every staff reader sees a colleague's permissions; the username only staff.manage (staff.int.test.ts).
    access: 'signedIn',
    ok: 200,
    request: async () => ({ url: `/api/staff/${await makeRecord('staff', admin)}/account` }),
  },
  {
    method: 'PATCH',
    path: '/api/users/:id',
    access: 'users.manage',
    ok: 200,
    request: async () => ({
      url: `/api/users/${await makeAccount(false)}`,
      payload: { role: 'Assistant', active: true, version: 1 },
    }),
  },
  {
    method: 'POST',
    path: '/api/users/:id/password',
    access: 'users.manage',
    ok: 204,
    request: async () => ({
      url: `/api/users/${await makeAccount(true)}/password`,
      payload: { password: 'a reset password' },
    }),
  },
  { method: 'GET', path: '/api/settings', access: 'public', ok: 200 },
  {
    method: 'POST',
    path: '/api/messages',
    access: 'public',
    ok: 201,
    request: async () => ({ payload: recordInput('messages', `Matrix visitor ${next()}`) }),
  },
  { method: 'GET', path: '/api/booking/options', access: 'public', ok: 200 },
  {
    method: 'GET',
    path: '/api/booking/slots',
    access: 'public',
    ok: 200,
    request: async () => {
      const [doctor, clinic] = [await makeRecord('doctors', admin), await makeRecord('clinics', admin)];
      return { url: `/api/booking/slots?doctor=${doctor}&clinic=${clinic}&from=2026-03-02&to=2026-03-08` };
    },
  },
  // Open to visitors: an empty booking is refused on its merits (422), never for want of a session.
  {
    method: 'POST',
    path: '/api/booking',
    access: 'public',
    ok: 422,
    request: async () => ({ payload: {}, headers: { 'idempotency-key': `matrix-booking-${next()}-0000000000` } }),
  },
  { method: 'GET', path: '/api/messages/count', access: 'patients.view', ok: 200 },
  {
    method: 'POST',
    path: '/api/messages/:id/reply',
    access: 'patients.edit',
    ok: 201,
    request: async () => ({
      url: `/api/messages/${await makeRecord('messages', undefined)}/reply`,
      payload: { body: 'Thank you for your message.' },
    }),
  },
  {
    method: 'GET',
    path: '/api/messages/:id/replies',
    access: 'patients.view',
    ok: 200,
    request: async () => ({ url: `/api/messages/${await makeRecord('messages', undefined)}/replies` }),
  },
  ...(['medicaments', 'certificates'] as const).map(
    (name): RouteCase => ({
      method: 'GET',
      path: `/api/${name}/count`,
      access: resourceByName.get(name)!.permissions.read ?? 'signedIn',
      ok: 200,
    }),
  ),
  { method: 'GET', path: '/api/outbox/delivery', access: 'settings.manage', ok: 200 },
  { method: 'GET', path: '/api/admin/backup', access: 'settings.manage', ok: 200 },
  { method: 'POST', path: '/api/admin/backup', access: 'settings.manage', ok: 201 },
  // No mail server in the tests: an allowed "send now" says so (409), a refused one is 401/403 all the same.
  { method: 'POST', path: '/api/outbox/send', access: 'settings.manage', ok: 409 },
  {
    method: 'POST',
    path: '/api/outbox/:id/retry',
    access: 'settings.manage',
    ok: 200,
    request: async () => ({ url: `/api/outbox/${await makeRecord('outbox', undefined)}/retry` }),
  },
  { method: 'GET', path: '/api/appointments/count', access: 'appointments.view', ok: 200 },
  { method: 'GET', path: '/api/appointments/notifications', access: 'appointments.view', ok: 200 },
  {
    method: 'GET',
    path: '/api/appointments/counts',
    access: 'appointments.view',
    ok: 200,
    request: async () => ({ url: '/api/appointments/counts?from=2026-03-01&to=2026-03-31' }),
  },
  {
    method: 'GET',
    path: '/api/appointments/calendar',
    access: 'appointments.view',
    ok: 200,
    request: async () => ({ url: '/api/appointments/calendar?from=2026-03-01&to=2026-03-07' }),
  },
  {
    method: 'POST',
    path: '/api/appointments/:id/status',
    access: 'appointments.edit',
    ok: 200,
    request: async () => ({
      url: `/api/appointments/${await makeRecord('appointments', undefined)}/status`,
      payload: { status: 'Confirmed' },
    }),
  },
  {
    method: 'GET',
    path: '/api/appointments/:id/status-history',
    access: 'appointments.view',
    ok: 200,
    request: async () => ({ url: `/api/appointments/${await makeRecord('appointments', undefined)}/status-history` }),
  },
  {
    method: 'GET',
    path: '/api/appointments/:id/reminders',
    access: 'appointments.view',
    ok: 200,
    request: async () => ({ url: `/api/appointments/${await makeRecord('appointments', undefined)}/reminders` }),
  },
  // Reminder links: open to visitors; an unknown token is a 404 for everyone alike.
  { method: 'GET', path: '/api/public/visit-links/:token', access: 'public', ok: 404 },
  ...(['confirm', 'cancel'] as const).map(
    (action): RouteCase => ({
      method: 'POST',
      path: `/api/public/visit-links/:token/${action}`,
      access: 'public',
      ok: 404,
      request: async () => ({
        url: `/api/public/visit-links/${'A'.repeat(43)}/${action}`,
        payload: action === 'cancel' ? { reason: 'Matrix' } : {},
      }),
    }),
  ),
  {
    method: 'GET',
    path: '/api/availability',
    access: 'appointments.view',
    ok: 200,
    request: async () => ({
      url: `/api/availability?doctor=${await makeRecord('doctors', undefined)}&from=2026-03-02&to=2026-03-08`,
    }),
  },
  {
    method: 'POST',
    path: '/api/messages/:id/read',
    access: 'patients.view',
    ok: 200,
    request: async () => ({ url: `/api/messages/${await makeRecord('messages', undefined)}/read` }),
  },
  {
    method: 'POST',
    path: '/api/messages/:id/unread',
    access: 'patients.view',
    ok: 200,
    request: async () => ({ url: `/api/messages/${await makeRecord('messages', undefined)}/unread` }),
  },
  {
    method: 'POST',
    path: '/api/certificates/generate',
    access: 'patients.edit',
    ok: 201,
    request: async () => ({
      payload: {
        ...(await withReferences('certificates', `Matrix generated ${next()}`)),
        templateId: await makeRecord('certificate-templates', undefined),
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/insurance-policies/:id/renewal-reminder',
    access: 'billing.edit',
    ok: 201,
    request: async () => {
      const payload = {
        ...recordInput('insurance-policies', `Matrix policy ${next()}`),
        patient: await emailedPatient(),
      };
      const res = await send('POST', '/api/insurance-policies', admin, payload);
      if (res.statusCode !== 201) throw new Error(`fixture insurance-policies: ${res.body}`);
      return { url: `/api/insurance-policies/${res.json<{ id: number }>().id}/renewal-reminder`, payload: {} };
    },
  },
  { method: 'GET', path: '/api/recall', access: 'appointments.view', ok: 200 },
  { method: 'GET', path: '/api/recall/summary', access: 'appointments.view', ok: 200 },
  {
    method: 'POST',
    path: '/api/recall/send',
    access: 'appointments.edit',
    ok: 201,
    request: async () => ({ payload: await recallDuePatient() }),
  },
  {
    method: 'POST',
    path: '/api/recall/call',
    access: 'appointments.edit',
    ok: 201,
    request: async () => ({ payload: { ...(await recallDuePatient()), outcome: 'No answer' } }),
  },
  {
    method: 'GET',
    path: '/api/patients/:id/recalls',
    access: 'appointments.view',
    ok: 200,
    request: async () => ({ url: `/api/patients/${await makeRecord('patients', undefined)}/recalls` }),
  },
  {
    method: 'PUT',
    path: '/api/patients/:id/recalls/:recallType',
    access: 'appointments.edit',
    ok: 200,
    request: async () => {
      const { patient, recallType } = await recallDuePatient();
      return { url: `/api/patients/${patient}/recalls/${recallType}`, payload: { excluded: true } };
    },
  },
  { method: 'GET', path: '/api/dashboard/summary', access: 'signedIn', ok: 200 },
  { method: 'GET', path: '/api/events', access: 'signedIn', ok: 200, stream: true },
  ...(['doctors', 'patients', 'medicaments'] as const).map(
    (name): RouteCase => ({
      method: 'GET',
      path: `/api/dashboard/top-${name}`,
      access: TOP_LISTS[name].permission,
      ok: 200,
      request: async () => ({}),
    }),
  ),
  {
    method: 'GET',
    path: '/api/prescriptions/:id/allergy-warnings',
    access: 'patients.view',
    ok: 200,
    request: async () => ({
      url: `/api/prescriptions/${await makeRecord('prescriptions', undefined)}/allergy-warnings`,
    }),
  },
  {
    method: 'GET',
    path: '/api/patients/duplicates',
    access: 'patients.view',
    ok: 200,
    request: async () => ({
      url: '/api/patients/duplicates?fullName=Matrix&birthDate=1990-01-01&telephone=0612345678',
    }),
  },
  {
    method: 'GET',
    path: '/api/prescriptions/allergy-check',
    access: 'patients.view',
    ok: 200,
    request: async () => ({
      url: `/api/prescriptions/allergy-check?patient=${await makeRecord('patients', undefined)}&medicaments=${await makeRecord('medicaments', undefined)}`,
    }),
  },
  {
    method: 'POST',
    path: '/api/marketing-campaigns/audience',
    access: 'patients.view',
    ok: 200,
    request: async () => ({ payload: { targetAudience: { gender: 'Female' } } }),
  },
  {
    method: 'GET',
    path: '/api/marketing-campaigns/:id/audience',
    access: 'patients.view',
    ok: 200,
    request: async () => ({
      url: `/api/marketing-campaigns/${await makeRecord('marketing-campaigns', admin)}/audience`,
    }),
  },
  {
    method: 'POST',
    path: '/api/marketing-campaigns/:id/send',
    access: 'settings.manage',
    ok: 200,
    request: async () => {
      await emailedPatient();
      const payload = { ...recordInput('marketing-campaigns', `Matrix campaign ${next()}`), targetAudience: {} };
      const res = await send('POST', '/api/marketing-campaigns', admin, payload);
      if (res.statusCode !== 201) throw new Error(`fixture marketing-campaigns: ${res.body}`);
      return { url: `/api/marketing-campaigns/${res.json<{ id: number }>().id}/send`, payload: {} };
    },
  },
  {
    method: 'GET',
    path: '/api/marketing-campaigns/:id/metrics',
    access: 'patients.view',
    ok: 200,
    request: async () => ({
      url: `/api/marketing-campaigns/${await makeRecord('marketing-campaigns', admin)}/metrics`,
    }),
  },
  // The tracking pixel and links of a sent campaign's e-mails: public, and answer alike for any token.
  {
    method: 'GET',
    path: '/t/o/:token',
    access: 'public',
    ok: 200,
    request: async () => ({ url: `/t/o/${'x'.repeat(32)}` }),
  },
  // The public website (issue 24): what it shows is public, its editors need content.manage.
  { method: 'GET', path: '/api/site', access: 'public', ok: 200 },
  { method: 'GET', path: '/api/site/content', access: 'content.manage', ok: 200 },
  {
    method: 'GET',
    path: '/api/site/posts/:slug',
    access: 'public',
    ok: 404,
    request: async () => ({ url: '/api/site/posts/no-such-post' }),
  },
  {
    method: 'GET',
    path: '/api/site/images/:resource/:id/:file',
    access: 'public',
    ok: 404,
    request: async () => ({ url: '/api/site/images/services/999999/1?w=480' }),
  },
  {
    method: 'PUT',
    path: '/api/site/content/:section',
    access: 'content.manage',
    ok: 200,
    request: async () => ({
      url: '/api/site/content/blog',
      payload: {
        version: (await send('GET', '/api/site/content', admin)).json<{ versions: { blog: number } }>().versions.blog,
        values: { title: 'Blog', subtitle: 'News' },
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/site/hero-image',
    access: 'content.manage',
    ok: 201,
    request: async () => {
      const upload = multipartFile('hero.png', SAMPLE_FILES.png);
      return { payload: upload.payload, headers: upload.headers };
    },
  },
  { method: 'DELETE', path: '/api/site/hero-image', access: 'content.manage', ok: 204 },
  {
    method: 'POST',
    path: '/api/newsletters/subscribe',
    access: 'public',
    ok: 202,
    request: async () => ({ payload: { name: 'Matrix', email: `matrix.${next()}@news.example` } }),
  },
  ...(['confirm', 'unsubscribe'] as const).map(
    (action): RouteCase => ({
      method: 'POST',
      path: `/api/newsletters/${action}`,
      access: 'public',
      ok: 410,
      request: async () => ({ payload: { token: 'A'.repeat(43) } }),
    }),
  ),
  // The matrix confirms no subscriber: an allowed caller hears that there is no one to send to.
  {
    method: 'POST',
    path: '/api/newsletters/issues',
    access: 'content.manage',
    ok: 422,
    request: async () => ({ payload: { subject: 'Matrix', body: 'Hello' } }),
  },
  { method: 'GET', path: '/robots.txt', access: 'public', ok: 200 },
  { method: 'GET', path: '/sitemap.xml', access: 'public', ok: 200 },
  { method: 'GET', path: '/favicon.ico', access: 'public', ok: 200 },
  {
    method: 'GET',
    path: '/t/c/:token',
    access: 'public',
    ok: 404,
    request: async () => ({ url: `/t/c/${'x'.repeat(32)}?url=https%3A%2F%2Fexample.com%2F` }),
  },
  {
    method: 'GET',
    path: '/api/equipment/:id/maintenance',
    access: 'inventory.manage',
    ok: 200,
    request: async () => ({ url: `/api/equipment/${await makeRecord('equipment', undefined)}/maintenance` }),
  },
  {
    method: 'POST',
    path: '/api/equipment/:id/maintenance',
    access: 'inventory.manage',
    ok: 201,
    request: async () => ({
      url: `/api/equipment/${await makeRecord('equipment', undefined)}/maintenance`,
      payload: { date: '2026-03-02', type: 'Calibration', notes: 'Matrix check' },
    }),
  },
  {
    method: 'POST',
    path: '/api/invoices/preview',
    access: 'billing.edit',
    ok: 200,
    request: async () => ({ payload: await withReferences('invoices', `Matrix preview ${next()}`) }),
  },
  {
    method: 'POST',
    path: '/api/invoices/:id/issue',
    access: 'billing.edit',
    ok: 200,
    request: async () => ({
      url: `/api/invoices/${await makeRecord('invoices', undefined)}/issue`,
      payload: { version: 1 },
    }),
  },
  {
    method: 'POST',
    path: '/api/invoices/:id/void',
    access: 'billing.edit',
    ok: 200,
    request: async () => ({
      url: `/api/invoices/${await makeRecord('invoices', undefined)}/void`,
      payload: { version: 1, reason: 'Matrix' },
    }),
  },
  {
    method: 'POST',
    path: '/api/invoices/:id/credit-note',
    access: 'billing.edit',
    // A draft has nothing paid to credit: allowed callers reach the rule.
    ok: 409,
    request: async () => ({
      url: `/api/invoices/${await makeRecord('invoices', undefined)}/credit-note`,
      payload: { version: 1, reason: 'Matrix' },
    }),
  },
  { method: 'GET', path: '/api/invoices/sales-analytics', access: 'billing.view', ok: 200 },
  { method: 'GET', path: '/api/invoices/dashboard', access: 'billing.view', ok: 200 },
  ...(['account', 'statement'] as const).map(
    (route): RouteCase => ({
      method: 'GET',
      path: `/api/patients/:id/${route}`,
      access: 'billing.view',
      ok: 200,
      request: async () => ({ url: `/api/patients/${await makeRecord('patients', undefined)}/${route}` }),
    }),
  ),
  { method: 'GET', path: '/api/chart-entries/quick-picks', access: 'patients.view', ok: 200 },
  ...(['complete', 'reverse'] as const).map(
    (move): RouteCase => ({
      method: 'POST',
      path: `/api/chart-entries/:id/${move}`,
      access: 'chart.edit',
      ok: 200,
      request: async () => ({
        url: `/api/chart-entries/${(await procedure(move === 'complete' ? 'Planned' : 'Completed')).id}/${move}`,
        payload: move === 'complete' ? { version: 1 } : { version: 1, reason: 'Matrix' },
      }),
    }),
  ),
  {
    method: 'POST',
    path: '/api/patients/:id/bill-completed',
    access: 'billing.edit',
    ok: 201,
    request: async () => ({
      url: `/api/patients/${(await procedure('Completed')).patient}/bill-completed`,
      payload: { clinic: await makeRecord('clinics', undefined) },
    }),
  },
  {
    method: 'POST',
    path: '/api/patients/:id/apply-credit',
    access: 'billing.edit',
    ok: 200,
    request: async () => ({
      url: `/api/patients/${await makeRecord('patients', undefined)}/apply-credit`,
      payload: {},
    }),
  },
  { method: 'GET', path: '/api/patients/statements', access: 'billing.view', ok: 200 },
  {
    method: 'POST',
    path: '/api/treatment-plans/:id/accept',
    access: 'patients.edit',
    ok: 200,
    request: async () => {
      const { plan } = await procedure('Planned');
      const version = (await send('GET', `/api/treatment-plans/${plan}`, admin)).json<{ version: number }>().version;
      return {
        url: `/api/treatment-plans/${plan}/accept`,
        payload: { signerName: 'Matrix', signature: SIGNATURE, version },
      };
    },
  },
  ...(['seal', 'signature'] as const).map(
    (what): RouteCase => ({
      method: 'GET',
      path: `/api/treatment-plans/:id/${what}`,
      access: 'patients.view',
      ok: 200,
      request: async () => ({ url: `/api/treatment-plans/${await signedPlan()}/${what}` }),
    }),
  ),
  {
    method: 'GET',
    path: '/api/patients/:id/chart',
    access: 'patients.view',
    ok: 200,
    request: async () => ({ url: `/api/patients/${await makeRecord('patients', undefined)}/chart` }),
  },
  {
    method: 'POST',
    path: '/api/dental-images/upload',
    access: 'patients.edit',
    ok: 201,
    request: async () => {
      const patient = await makeRecord('patients', undefined);
      const upload = multipartForm(
        { patient: String(patient), imageType: 'Panoramic', takenOn: '2026-03-02' },
        { name: 'matrix.png', content: SAMPLE_FILES.png },
      );
      return { payload: upload.payload, headers: upload.headers };
    },
  },
  {
    method: 'GET',
    path: '/api/dental-images/:id/thumbnail',
    access: 'patients.view',
    ok: 200,
    request: async () => ({ url: `/api/dental-images/${(await imageFixture()).id}/thumbnail` }),
  },
  {
    method: 'GET',
    path: '/api/dental-images/:id/preview',
    access: 'patients.view',
    ok: 200,
    request: async () => ({ url: `/api/dental-images/${(await imageFixture()).id}/preview` }),
  },
  {
    method: 'GET',
    path: '/api/perio-exams/compare',
    access: 'patients.view',
    ok: 200,
    request: async () => {
      const exam = await makeRecord('perio-exams', undefined);
      return { url: `/api/perio-exams/compare?before=${exam}&after=${exam}` };
    },
  },
  {
    method: 'PUT',
    path: '/api/settings',
    access: 'settings.manage',
    ok: 200,
    request: async () => ({ payload: (await send('GET', '/api/settings', undefined)).json() }),
  },
];

/** The browsable docs are public; their pages and assets are whatever swagger-ui registers. */
export const docsCase = (method: Method, path: string): RouteCase => ({
  method,
  path,
  access: 'public',
  ok: path.endsWith('/static/index.html') ? 302 : 200,
  request: async () => ({ url: path.replace('*', 'index.css') }),
});

export const CASES: RouteCase[] = [...FIXED, ...resourceCases()];
export const key = (method: string, path: string) => `${method} ${path}`;

/** Every method and path the app serves, read from Fastify's route tree (HEAD is implied by GET). */
export function routesOf(app: FastifyInstance): string[] {
  const found = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack[depth] = (stack[depth - 1] ?? '') + m[2];
    stack.length = depth + 1;
    const path = stack[depth]!.length > 1 ? stack[depth]!.replace(/\/$/, '') : stack[depth]!;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) found.add(key(method, path));
  }
  return [...found].sort();
}

export const CALLERS: { caller: string; role: Role | null }[] = [
  { caller: 'anonymous', role: null },
  ...ROLES.map((role) => ({ caller: role, role })),
];
export const cookies = new Map<Role, string>();

export function expectedStatus(access: Access, role: Role | null, ok: number): number {
  if (access === 'public') return ok;
  if (!role) return 401;
  if (access === 'signedIn') return ok;
  return ROLE_PERMISSIONS[role].includes(access as Permission) ? ok : 403;
}

export async function call(route: RouteCase, role: Role | null): Promise<number> {
  const cookie = role ? (route.ownSession ? await ctx.signIn(role) : cookies.get(role)) : undefined;
  const req = (await route.request?.(cookie)) ?? {};
  const res = await send(route.method, req.url ?? route.path, cookie, req.payload, req.headers, route.stream);
  if (route.stream) res.stream().destroy();
  return res.statusCode;
}

/** Each test file of the matrix: its own database, with a session per role. */
export function useMatrixDatabase(): void {
  beforeAll(async () => {
    ctx = await createTestContext({
      LOGIN_RATE_PER_MINUTE: '1000',
      CONTACT_RATE_PER_HOUR: '1000',
      BOOKING_RATE_PER_HOUR: '1000',
    });
    admin = await ctx.signIn('Admin', 'matrix-admin');
    for (const role of ROLES) cookies.set(role, await ctx.signIn(role));
    await createUser(ctx.database, {
      username: 'matrix-login',
      password: TEST_PASSWORD,
      role: 'Dentist',
      active: true,
    });
  });
  afterAll(() => ctx.close());
}

/**
 * The role × route cases of one shard (every `of`-th case from `index`): the matrix is the longest
 * file of the API tests, so it runs as several files that the workers share.
 */
export function describeCases(index: number, of: number): void {
  describe.each(CASES.filter((_, i) => i % of === index))('$method $path ($access)', (route) => {
    it.each(CALLERS)('$caller', async ({ role }) => {
      expect(await call(route, role)).toBe(expectedStatus(route.access, role, route.ok));
    });
  });
}
