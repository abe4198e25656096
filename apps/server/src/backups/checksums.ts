import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';

/** Every table of the public schema with its row count and an md5 of all its rows: equal means same data. */
export async function tableChecksums(rows: Rows): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number; sum: string }>(sql`
      select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
      from ${sql.identifier(name)} t`);
    out[name] = `${row?.n} ${row?.sum}`;
  }
  return out;
}

/** The tables whose rows differ between two sets of checksums (missing on either side included). */
export function differingTables(a: Record<string, string>, b: Record<string, string>): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((n) => a[n] !== b[n]).sort();
}
