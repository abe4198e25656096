import { DEFAULT_WEEK_HOURS, type Problem } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';

/** Helpers shared by the API tests: what a client reads from a response. */

/** Asserts an RFC 9457 problem with this status (and detail) and returns it. */
export function expectProblem(res: LightMyRequestResponse, status: number, detail?: string): Problem {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json<Problem>();
  expect(body).toMatchObject({ type: 'about:blank', status });
  if (detail !== undefined) expect(body.detail).toBe(detail);
  expect(res.body).not.toMatch(/"stack"|\n\s+at /);
  return body;
}

/** The `errors` of a problem as `path → message`. */
export function errorMap(res: LightMyRequestResponse): Record<string, string> {
  const errors = res.json<Problem>().errors ?? [];
  return Object.fromEntries(errors.map((e) => [e.path, e.message]));
}

/** The session cookie a response sets, as a request `cookie` header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'chairside_session');
  if (!cookie?.value) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `chairside_session=${cookie.value}`;
}

/** Rows in a table (the name comes from the test, never from a request). */
export async function countRows(database: Database, table: string): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

export interface ClinicInput {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  contactNumber: string;
  email: string;
  workingHours: typeof DEFAULT_WEEK_HOURS;
}

/** A valid clinic body; override what the test is about. */
export function clinicInput(overrides: Partial<ClinicInput> = {}): ClinicInput {
  return {
    name: 'Smile Centre',
    address: '1 Main Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    country: 'USA',
    contactNumber: '+1 217 555 0100',
    email: 'front@smile.example',
    workingHours: DEFAULT_WEEK_HOURS,
    ...overrides,
  };
}

/** A minimal RFC 4180 reader for the exported CSV (quotes, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** A valid body for any record type of RESOURCES, named `name`; the tests that walk every type use it. */
export function recordInput(resource: string, name: string): Record<string, unknown> {
  switch (resource) {
    case 'clinics':
      return { ...clinicInput({ name }) };
    case 'procedures':
      return { procedureName: name, procedureDate: '2026-03-02T09:30:00.000Z', duration: 45, anesthesiaType: 'Local' };
    case 'operations':
      return {
        operationType: 'Surgical',
        procedureName: name,
        operationDate: '2026-03-02T09:30:00.000Z',
        duration: 60,
        anesthesiaType: 'Local',
        followUpRequired: true,
        followUpDate: '2026-03-16T10:00:00.000Z',
      };
    default:
      return { name, description: `All about ${name}` };
  }
}
