import {
  type ChartArea,
  type ChartEntryLike,
  type ChartResponse,
  chartState,
  conditionCounts,
  spanEntries,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

interface EntryRow extends Omit<ChartEntryLike, 'id'> {
  id: number | string;
}
interface AreaRow extends Omit<ChartArea, 'entry'> {
  entry: number | string;
}

/**
 * The entries that can still show on a patient's chart, however long the
 * history: each tooth's latest whole-tooth entry, each surface's latest entry,
 * and planned procedures not charted as done since. `chartState` over these
 * gives the same chart as over the whole history (an older entry is always
 * covered by one of them).
 */
const SHAPING = (patient: number, asOf: string) => sql`
  with e as (
    select id, tooth, surfaces, kind, condition, date from chart_entries
    where patient = ${patient} and archived_at is null and tooth is not null and condition is not null
      and date <= ${asOf}::date and kind <> 'Referred' and last_tooth is null
  ), whole as (
    select distinct on (tooth) id from e
    where kind <> 'Planned' and cardinality(surfaces) = 0 order by tooth, date desc, id desc
  ), surface as (
    select distinct on (e.tooth, s) e.id from e cross join unnest(e.surfaces) s
    where kind <> 'Planned' order by e.tooth, s, e.date desc, e.id desc
  ), planned as (
    select p.id from e p where p.kind = 'Planned' and not exists (
      select 1 from e d where d.tooth = p.tooth and d.condition = p.condition and d.kind <> 'Planned'
        and (d.date, d.id) > (p.date, p.id))
  )
  select id, tooth, surfaces, kind, condition, date::text as date from e
  where id in (select id from whole union select id from surface union select id from planned)`;

/** The spans and regions charted by `asOf`: few per patient (bridges, scalings), all read. */
const AREAS = (patient: number, asOf: string) => sql`
  select e.id as entry, e.area, e.kind, e.tooth, e.last_tooth as "lastTooth", e.region, e.condition,
    s.code, e.date::text as date
  from chart_entries e left join services s on s.id = e.service
  where e.patient = ${patient} and e.archived_at is null and e.date <= ${asOf}::date
    and e.area in ('Span', 'Quadrant', 'Sextant', 'Arch')
  order by e.date, e.id`;

/** A span's teeth as entries of the chart's state, in charting order with the others. */
const spanState = (a: AreaRow): ChartEntryLike[] =>
  a.tooth && a.lastTooth && a.condition && a.kind !== 'Referred'
    ? spanEntries(
        { id: Number(a.entry), tooth: a.tooth, surfaces: [], kind: a.kind, condition: a.condition, date: a.date },
        a.lastTooth,
      )
    : [];

/**
 * The patient's chart on `asOf` (the end of that day), its counts and the size of its history, in one
 * statement (the shaping entries and the areas as JSON); null when there is no such patient. A past day
 * shows the entries dated by then, as they read now (work planned then and completed since shows from its
 * completion).
 */
export async function readChart(rows: Rows, patient: number, asOf: string): Promise<ChartResponse | null> {
  const [read] = await rows<{
    found: boolean;
    shaping: EntryRow[];
    areas: AreaRow[];
    entries: number;
    lastCharted: string | null;
  }>(sql`
    select exists(select 1 from patients where id = ${patient}) as found,
      (select coalesce(json_agg(s), '[]') from (${SHAPING(patient, asOf)}) s) as shaping,
      (select coalesce(json_agg(a), '[]') from (${AREAS(patient, asOf)}) a) as areas,
      h.entries, h."lastCharted"
    from (select count(*)::int as entries, max(date)::text as "lastCharted" from chart_entries
          where patient = ${patient} and archived_at is null and date <= ${asOf}::date) h`);
  if (!read?.found) return null;
  const teeth = chartState([
    ...read.shaping.map((r) => ({ ...r, id: Number(r.id) })),
    ...read.areas.flatMap(spanState),
  ]);
  return {
    patient,
    teeth,
    areas: read.areas.map((a) => ({ ...a, entry: Number(a.entry) })),
    counts: conditionCounts(teeth),
    entries: read.entries,
    lastCharted: read.lastCharted,
    asOf,
  };
}
