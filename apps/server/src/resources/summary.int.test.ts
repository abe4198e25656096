import { clinics, medicamentCategories, type SummaryResult } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { clinicInput, expectProblem } from '../test/http.js';
import { ResourceRepository } from './repository.js';
import { SummaryQueries } from './summary.js';

/** GET /api/{name}/summary: tiles and charts computed from the data, following the list's search and filters. */

let ctx: TestContext;
let admin: string;
let user: string;

const SEED = [
  { name: 'Alpha Dental', city: 'Lyon', country: 'FR' },
  { name: 'Beta Smiles', city: 'Paris', country: 'FR' },
  { name: 'Epsilon Clinic', city: 'Lyon', country: 'FR' },
  { name: 'Gamma Care', city: 'Berlin', country: 'DE' },
  { name: 'Delta Teeth', city: 'Munich', country: 'DE' },
  { name: 'Zeta Smiles', city: 'Madrid', country: 'ES' },
];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  user = await ctx.signIn('Receptionist');
});
afterAll(() => ctx.close());

const summary = (query = '', cookie = user) =>
  ctx.app.inject({ url: `/api/clinics/summary${query}`, headers: { cookie } });
const body = async (query = '') => {
  const res = await summary(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SummaryResult>();
};

describe('GET /api/clinics/summary', () => {
  it('is zero and empty before there is any clinic', async () => {
    expect(await body()).toEqual({
      tiles: [{ label: 'Total Clinics', value: 0 }],
      charts: [{ title: 'Clinics per country', type: 'bar', points: [] }],
    });
  });

  it('counts the clinics and groups them per country, largest first', async () => {
    for (const s of SEED) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/clinics',
        payload: clinicInput(s),
        headers: { cookie: admin },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const s = await body();
    expect(s.tiles).toEqual([{ label: 'Total Clinics', value: SEED.length }]);
    expect(s.charts).toEqual([
      {
        title: 'Clinics per country',
        type: 'bar',
        points: [
          { key: 'FR', value: 3 },
          { key: 'DE', value: 2 },
          { key: 'ES', value: 1 },
        ],
      },
    ]);
  });

  it('follows the search and the filters of the list', async () => {
    const searched = await body('?q=smiles');
    expect(searched.tiles[0]?.value).toBe(2);
    // A tie reads in code order.
    expect(searched.charts[0]?.points).toEqual([
      { key: 'ES', value: 1 },
      { key: 'FR', value: 1 },
    ]);
    const filtered = await body('?country=DE');
    expect(filtered.tiles[0]?.value).toBe(2);
    expect(filtered.charts[0]?.points).toEqual([{ key: 'DE', value: 2 }]);
    const nothing = await body('?q=nowhere-at-all');
    expect(nothing.tiles[0]?.value).toBe(0);
    expect(nothing.charts[0]?.points).toEqual([]);
  });

  it('changes when records change', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinics',
      payload: clinicInput({ name: 'Eta Dental', country: 'ES' }),
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(201);
    const s = await body();
    expect(s.tiles[0]?.value).toBe(SEED.length + 1);
    expect(s.charts[0]?.points.find((p) => p.key === 'ES')?.value).toBe(2);
  });

  it('refuses what the list refuses: paging, sorting and unknown parameters', async () => {
    expectProblem(await summary('?page=2'), 400);
    expectProblem(await summary('?sort=name'), 400);
    expectProblem(await summary('?hacker=1'), 400);
  });

  it('needs a signed-in user', async () => {
    expectProblem(await ctx.app.inject({ url: '/api/clinics/summary' }), 401);
  });

  it('is described in the OpenAPI document', async () => {
    type Operation = { summary?: string; responses?: Record<string, { content?: Record<string, unknown> }> };
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const get = doc.paths['/api/clinics/summary']?.get;
    expect(get?.summary).toBe(`Summary tiles and charts of ${clinics.plural}`);
    expect(JSON.stringify(get?.responses?.['200']?.content ?? {})).toMatch(/tiles[\s\S]*charts|charts[\s\S]*tiles/);
    expect(doc.paths).not.toHaveProperty(['/api/medicament-categories/summary']);
  });
});

describe('a record type without a summary', () => {
  it('has no summary route: the path reads as a record id', async () => {
    expect(medicamentCategories.summary).toBeUndefined();
    const res = await ctx.app.inject({ url: '/api/medicament-categories/summary', headers: { cookie: user } });
    expectProblem(res, 400);
  });
});

describe('the summary SQL over the clinics table, with other declarations', () => {
  // The same real table and records; only the declaration differs, to reach filtered tiles and prefixes.
  const def = {
    ...clinics,
    summary: {
      tiles: [
        { label: 'All' },
        { label: 'In France or Spain', where: { field: 'country', in: ['FR', 'ES'] } },
        { label: 'Nowhere', where: { field: 'country', in: ['Atlantis'] } },
      ],
      charts: [{ title: 'By first word', type: 'pie' as const, groupBy: 'name', prefix: true }],
    },
  };
  const queries = new SummaryQueries(def, new ResourceRepository(def));

  it('counts each tile with its own condition, in one pass, within the search', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/clinics',
      payload: clinicInput({ name: '100% Smiles', country: 'ES' }),
      headers: { cookie: admin },
    });
    const all = await queries.tiles(ctx.database.rows, { filters: {} });
    expect(all).toEqual([
      { label: 'All', value: 8 },
      { label: 'In France or Spain', value: 6 },
      { label: 'Nowhere', value: 0 },
    ]);
    const searched = await queries.tiles(ctx.database.rows, { q: 'smiles', filters: { country: 'ES' } });
    expect(searched.map((t) => t.value)).toEqual([2, 2, 0]);
  });

  it('groups by the leading letters, an empty group reading None', async () => {
    const chart = await queries.chart(ctx.database.rows, def.summary.charts[0]!, { filters: {} });
    expect(chart.points).toEqual([
      { key: 'Alpha', value: 1 },
      { key: 'Beta', value: 1 },
      { key: 'Delta', value: 1 },
      { key: 'Epsilon', value: 1 },
      { key: 'Eta', value: 1 },
      { key: 'Gamma', value: 1 },
      { key: 'Zeta', value: 1 },
      { key: 'None', value: 1 },
    ]);
  });
});
