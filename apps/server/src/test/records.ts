import { createSchema, resourceByName, servesRoute } from '@chairside/domain';
import { expect } from 'vitest';
import { ResourceRepository } from '../resources/repository.js';
import type { TestContext } from './context.js';
import { doctorInput, recordInput } from './http.js';

/** Records a test needs as references, created through the API as a person would. */

async function created(ctx: TestContext, cookie: string, url: string, payload: object): Promise<number> {
  const res = await ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

/** A patient (blood type A+ unless given); returns its id. */
export const createPatient = (ctx: TestContext, cookie: string, fullName: string, bloodType = 'A+') =>
  created(ctx, cookie, '/api/patients', { fullName, bloodType });

/** A doctor from `doctorInput` (Dr. Amara Okafor, weekdays 09:00–12:00 and 13:00–17:00); returns its id. */
export const createDoctor = (ctx: TestContext, cookie: string, overrides: Record<string, unknown> = {}) =>
  created(ctx, cookie, '/api/doctors', doctorInput(overrides));

let serial = 0;

/**
 * A medicament of a fresh category and manufacturer (`recordInput`'s), named
 * `name` and made of `ingredients`; returns its id.
 */
export async function createMedicament(
  ctx: TestContext,
  cookie: string,
  name: string,
  ingredients: readonly string[] = ['Lactose'],
  extra: Record<string, unknown> = {},
): Promise<number> {
  const n = ++serial;
  const categoryId = await created(
    ctx,
    cookie,
    '/api/medicament-categories',
    recordInput('medicament-categories', `Category ${n}`),
  );
  const manufacturerId = await created(
    ctx,
    cookie,
    '/api/medicament-manufacturers',
    recordInput('medicament-manufacturers', `Maker ${n}`),
  );
  return created(ctx, cookie, '/api/medicaments', {
    ...recordInput('medicaments', name),
    categoryId,
    manufacturerId,
    activeIngredients: ingredients.map((ingredient) => ({ ingredient, concentration: '1 unit' })),
    ...extra,
  });
}

let fixtures = 0;

/** A valid body of any record type: `recordInput`, with each required reference it leaves out pointing at a fresh record. */
export async function withReferences(
  ctx: TestContext,
  admin: string,
  resource: string,
  name: string,
): Promise<Record<string, unknown>> {
  const payload = recordInput(resource, name);
  for (const [key, field] of Object.entries(resourceByName.get(resource)!.fields))
    if (field.kind === 'reference' && field.required && payload[key] === undefined)
      payload[key] = await makeRecord(ctx, admin, field.resource, undefined);
  if (resource === 'prescriptions')
    payload.medications = [
      {
        medicament: await makeRecord(ctx, admin, 'medicaments', undefined),
        dosage: '500 mg',
        frequency: 'Twice a day',
        durationDays: 5,
      },
    ];
  return payload;
}

/**
 * A record of any type, made through the API by `admin` (or for personal records by `caller`), or stored
 * directly when no route creates it; returns its id.
 */
export async function makeRecord(
  ctx: TestContext,
  admin: string,
  resource: string,
  caller: string | undefined,
): Promise<number> {
  const def = resourceByName.get(resource)!;
  const payload = await withReferences(ctx, admin, resource, `Fixture record ${++fixtures}`);
  if (!servesRoute(def, 'create'))
    return new ResourceRepository(def).insert(ctx.database.rows, createSchema(def).parse(payload));
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/${resource}`,
    headers: { cookie: def.ownedByUser ? (caller ?? admin) : admin },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`fixture ${resource}: ${res.body}`);
  return res.json<{ id: number }>().id;
}
