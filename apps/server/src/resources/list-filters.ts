import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether a span (alias `t`) covers a tooth. Within one arch of one dentition (what a span may
 * join: the domain's `spanTeeth`) Universal ids run in mouth order, 1–16 and 17–32 as numbers,
 * A–J and K–T as letters. The value is never cast in SQL (a constant cast may be folded, and fail,
 * before the CASE that guards it); a row's ids are cast only once the CASE has seen their form.
 */
function spanCovers(tooth: string): SQL {
  if (/^[0-9]+$/.test(tooth))
    return sql`case when t.tooth ~ '^[0-9]+$' and t.last_tooth ~ '^[0-9]+$'
      then ${Number(tooth)}::int between least(t.tooth::int, t.last_tooth::int) and greatest(t.tooth::int, t.last_tooth::int)
      else false end`;
  if (/^[A-T]$/.test(tooth))
    return sql`case when t.tooth ~ '^[A-T]$' and t.last_tooth ~ '^[A-T]$'
      then ${tooth}::text collate "C" >= least(t.tooth, t.last_tooth) collate "C"
        and ${tooth}::text collate "C" <= greatest(t.tooth, t.last_tooth) collate "C"
      else false end`;
  return sql`false`;
}

/**
 * List filters that are more than "the column equals the value", by table and filter key.
 * A tooth's history lists the spans over it as well as what is on it: a 3–5 bridge is in the
 * history of 3, 4 and 5.
 */
export const LIST_FILTERS: Readonly<Record<string, Readonly<Record<string, (value: string | number) => SQL>>>> = {
  chart_entries: {
    tooth: (value) => sql`(t.tooth = ${String(value)} or (t.area = 'Span' and ${spanCovers(String(value))}))`,
  },
};
