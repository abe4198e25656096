import { type ChartEntryLike, type ChartResponse, chartState, conditionCounts } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

interface EntryRow extends Omit<ChartEntryLike, 'id'> {
  id: number | string;
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
      and date <= ${asOf}::date and kind <> 'Referred'
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

/**
 * The patient's chart on `asOf` (the end of that day), its counts and the size
 * of its history, in two queries. A past day shows the entries dated and
 * dated by then, as they read now (work planned then and completed since shows from its completion).
 */
export async function readChart(rows: Rows, patient: number, asOf: string): Promise<ChartResponse> {
  const [shaping, [totals]] = await Promise.all([
    rows<EntryRow>(SHAPING(patient, asOf)),
    rows<{ entries: number; lastCharted: string | null }>(sql`
      select count(*)::int as entries, max(date)::text as "lastCharted"
      from chart_entries where patient = ${patient} and archived_at is null and date <= ${asOf}::date`),
  ]);
  const teeth = chartState(shaping.map((r) => ({ ...r, id: Number(r.id) })));
  return {
    patient,
    teeth,
    counts: conditionCounts(teeth),
    entries: totals?.entries ?? 0,
    lastCharted: totals?.lastCharted ?? null,
    asOf,
  };
}
