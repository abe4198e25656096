import {
  boolean,
  type ChoicesField,
  choice,
  choices,
  defineResource,
  integer,
  money,
  type SummaryChart,
  type SummaryTile,
  text,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { freshDatabase } from '../test/context.js';
import { ResourceRepository } from './repository.js';
import { SummaryQueries } from './summary.js';

/**
 * The summary's SQL against numbers computed here, in TypeScript, from the same
 * rows: every tile of a mixed declaration (conditions with `in` over a choice,
 * a list and a boolean, null values, money totals with cents, averages) comes
 * out of one statement, so a FILTER clause attached to the wrong tile, or a
 * condition that counts nulls, shows here. The charts grouped together in one
 * statement must equal each chart grouped on its own.
 */

const KINDS = ['Crown', 'Filling', 'Implant', 'Cleaning'] as const;
const TAGS = ['Urgent', 'Child', 'Recall'] as const;

const probes = defineResource({
  name: 'summary-probes',
  table: 'summary_probes',
  label: 'Probe',
  plural: 'Probes',
  permissions: { read: null, write: 'settings.manage' },
  titleField: 'name',
  archivable: true,
  fields: {
    name: text({ label: 'Name', required: true }),
    kind: choice({ label: 'Kind', options: [...KINDS] }),
    tags: choices({ label: 'Tags', options: [...TAGS] }) as ChoicesField,
    fee: money({ label: 'Fee' }),
    minutes: integer({ label: 'Minutes' }),
    insured: boolean({ label: 'Insured' }),
  },
  list: { columns: ['name', 'kind', 'fee'], search: ['name'], filters: ['kind', 'insured'] },
  summary: { tiles: [], charts: [] },
});

type Probe = {
  name: string;
  kind: (typeof KINDS)[number] | null;
  tags: (typeof TAGS)[number][];
  fee: bigint | null; // cents
  minutes: number | null;
  insured: boolean | null;
  archived: boolean;
};

const P = (
  name: string,
  kind: Probe['kind'],
  tags: Probe['tags'],
  fee: number | null,
  minutes: number | null,
  insured: boolean | null,
  archived = false,
): Probe => ({ name, kind, tags, fee: fee === null ? null : BigInt(fee), minutes, insured, archived });

const DATA: Probe[] = [
  P('Anna crown', 'Crown', ['Urgent'], 12_345, 30, true),
  P('Ben crown', 'Crown', [], 99, null, false),
  P('Chloe filling', 'Filling', ['Urgent', 'Child'], 5_001, 45, null),
  P('Dan unknown', null, ['Child'], null, 60, true),
  P('Eve implant', 'Implant', [], 100_000_001, 90, false),
  P('Finn cleaning', 'Cleaning', ['Recall'], 1, null, null),
  P('Gus crown', 'Crown', ['Urgent', 'Recall'], 333, 20, true),
  P('Hana filling', 'Filling', [], null, 15, false),
  P('Ivo crown archived', 'Crown', ['Urgent'], 777_777, 120, true, true),
  P('Jo filling archived', 'Filling', ['Child'], 50, 15, false, true),
];

const TILES: SummaryTile[] = [
  { label: 'All' },
  { label: 'Crown or filling', where: { field: 'kind', in: ['Crown', 'Filling'] } },
  { label: 'Urgent or child', where: { field: 'tags', in: ['Urgent', 'Child'] } },
  { label: 'Insured', where: { field: 'insured', in: ['true'] } },
  { label: 'Insurance known', where: { field: 'insured', in: ['true', 'false'] } },
  { label: 'Fees', sum: 'fee' },
  { label: 'Crown fees', sum: 'fee', where: { field: 'kind', in: ['Crown'] } },
  { label: 'Minutes of recalls', sum: 'minutes', where: { field: 'tags', in: ['Recall'] } },
  { label: 'Average fee', avg: 'fee' },
  { label: 'Average uninsured fee', avg: 'fee', where: { field: 'insured', in: ['false'] } },
  { label: 'Average minutes', avg: 'minutes', decimals: 1 },
  { label: 'Average urgent minutes', avg: 'minutes', decimals: 3, where: { field: 'tags', in: ['Urgent'] } },
  { label: 'Average cleaning minutes', avg: 'minutes', where: { field: 'kind', in: ['Cleaning'] } },
];

const CHARTS: SummaryChart[] = [
  { title: 'By kind', type: 'pie', groupBy: 'kind' },
  { title: 'Fees by kind', type: 'bar', groupBy: 'kind', sum: 'fee' },
  { title: 'Kinds by insurance', type: 'bar', groupBy: 'kind', series: 'insured' },
  { title: 'By first name', type: 'bar', groupBy: 'name', prefix: true },
  { title: 'By insurance', type: 'pie', groupBy: 'insured' },
  { title: 'By tag', type: 'bar', groupBy: 'tags' },
  { title: 'Tags by kind', type: 'bar', groupBy: 'tags', series: 'kind' },
];

/** The tiles computed here: BigInt cents, averages rounded half away from zero as PostgreSQL's `round(numeric)`. */
function expectedTiles(rows: Probe[]) {
  const roundDiv = (num: bigint, den: bigint) => (2n * num + den) / (2n * den); // num, den > 0
  const decimal = (scaled: bigint, places: number) => {
    if (places === 0) return String(scaled);
    const unit = 10n ** BigInt(places);
    return `${scaled / unit}.${String(scaled % unit).padStart(places, '0')}`;
  };
  const matches = (tile: SummaryTile, r: Probe) => {
    if (!tile.where) return true;
    const wanted = tile.where.in;
    if (tile.where.field === 'kind') return r.kind !== null && wanted.includes(r.kind);
    if (tile.where.field === 'tags') return r.tags.some((t) => wanted.includes(t));
    return r.insured !== null && wanted.includes(String(r.insured));
  };
  return TILES.map((tile) => {
    const selected = rows.filter((r) => matches(tile, r));
    if (tile.avg) {
      const values = selected
        .map((r) => (tile.avg === 'fee' ? r.fee : r.minutes === null ? null : BigInt(r.minutes)))
        .filter((v): v is bigint => v !== null);
      const places = tile.avg === 'fee' ? 2 : (tile.decimals ?? 2);
      const format = tile.avg === 'fee' ? 'money' : 'decimal';
      if (!values.length) return { label: tile.label, value: null, format };
      const sum = values.reduce((a, b) => a + b, 0n);
      // A fee in cents is already scaled by 100 = 10^2.
      const scale = tile.avg === 'fee' ? 1n : 10n ** BigInt(places);
      return { label: tile.label, value: decimal(roundDiv(sum * scale, BigInt(values.length)), places), format };
    }
    if (tile.sum === 'fee')
      return {
        label: tile.label,
        value: decimal(
          selected.reduce((a, r) => a + (r.fee ?? 0n), 0n),
          2,
        ),
      };
    if (tile.sum === 'minutes') return { label: tile.label, value: selected.reduce((a, r) => a + (r.minutes ?? 0), 0) };
    return { label: tile.label, value: selected.length };
  });
}

let database: Database;
let drop: () => Promise<void>;
const declared = { ...probes, summary: { tiles: TILES, charts: CHARTS } };
const queries = new SummaryQueries(declared, new ResourceRepository(declared));

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await database.rows(sql`create table summary_probes (
    id bigserial primary key, name text not null, kind text, tags text[] not null default '{}',
    fee_cents bigint, minutes integer, insured boolean, archived_at timestamptz)`);
  for (const r of DATA)
    await database.rows(
      sql`insert into summary_probes (name, kind, tags, fee_cents, minutes, insured, archived_at)
          values (${r.name}, ${r.kind}, ${sql.param(r.tags)}::text[], ${r.fee === null ? null : String(r.fee)}::bigint,
                  ${r.minutes}, ${r.insured}, ${r.archived ? sql`app_now()` : null})`,
    );
});
afterAll(() => drop());

describe('every tile in one statement', () => {
  it('matches counts, totals and averages computed independently, live records only', async () => {
    const live = DATA.filter((r) => !r.archived);
    const tiles = await queries.tiles(database.rows, { filters: {} });
    expect(tiles).toEqual(expectedTiles(live));
    // Spot checks of the arithmetic the comparison relies on.
    expect(tiles.find((t) => t.label === 'Fees')?.value).toBe('1000177.80');
    expect(tiles.find((t) => t.label === 'Average fee')?.value).toBe('166696.30');
    expect(tiles.find((t) => t.label === 'Average minutes')?.value).toBe('43.3');
    expect(tiles.find((t) => t.label === 'Average cleaning minutes')?.value).toBeNull();
    expect(tiles.find((t) => t.label === 'Insurance known')?.value).toBe(6);
  });

  it('follows the list: its filters, its search, the archive', async () => {
    const cases: [Parameters<SummaryQueries['tiles']>[1], (r: Probe) => boolean][] = [
      [{ filters: { kind: 'Crown' } }, (r) => !r.archived && r.kind === 'Crown'],
      [{ filters: { insured: 'false' } }, (r) => !r.archived && r.insured === false],
      [{ q: 'FILLING', filters: {} }, (r) => !r.archived && r.name.includes('filling')],
      [{ filters: {}, archived: true }, (r) => r.archived],
      [{ filters: { kind: 'Implant' }, archived: true }, () => false],
    ];
    for (const [selection, keep] of cases)
      expect(await queries.tiles(database.rows, selection), JSON.stringify(selection)).toEqual(
        expectedTiles(DATA.filter(keep)),
      );
  });
});

describe('charts grouped together', () => {
  it('give each chart the points it has when grouped on its own', async () => {
    for (const selection of [{ filters: {} }, { filters: { insured: 'true' } }, { filters: {}, archived: true }]) {
      const together = await queries.charts(database.rows, CHARTS, selection);
      const alone = await Promise.all(CHARTS.map((c) => queries.chart(database.rows, c, selection)));
      expect(together).toEqual(alone);
    }
  });

  it('counts and totals each group exactly', async () => {
    const [byKind, fees, bySeries, , byInsurance, byTag] = await queries.charts(database.rows, CHARTS, { filters: {} });
    expect(byKind?.points).toEqual([
      { key: 'Crown', value: 3 },
      { key: 'Filling', value: 2 },
      { key: 'Implant', value: 1 },
      { key: 'Cleaning', value: 1 },
      { key: 'None', value: 1 },
    ]);
    expect(fees?.points).toEqual([
      { key: 'Crown', value: '127.77' },
      { key: 'Filling', value: '50.01' },
      { key: 'Implant', value: '1000000.01' },
      { key: 'Cleaning', value: '0.01' },
      { key: 'None', value: '0.00' },
    ]);
    expect(bySeries?.points).toContainEqual({ key: 'Crown', series: 'Yes', value: 2 });
    expect(bySeries?.points).toContainEqual({ key: 'Filling', series: 'None', value: 1 });
    expect(byInsurance?.points).toEqual([
      { key: 'Yes', value: 3 },
      { key: 'No', value: 3 },
      { key: 'None', value: 2 },
    ]);
    expect(byTag?.points).toEqual([
      { key: 'Urgent', value: 3 },
      { key: 'Child', value: 2 },
      { key: 'Recall', value: 2 },
      { key: 'None', value: 3 },
    ]);
  });
});
