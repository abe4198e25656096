import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { MIGRATIONS_DIR } from '../db/migrate.js';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code knows, oldest first (drizzle's journal). */
export function knownMigrations(folder = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * The tag of the last migration applied to a database, from drizzle's own table (its `created_at` is the
 * journal's `when`); null when the database has no such table (not a Chairside database) or an
 * applied migration this code does not know (a newer Chairside).
 */
export async function appliedSchemaVersion(
  rows: Rows,
  known = knownMigrations(),
): Promise<{ tag: string } | { unknown: string } | null> {
  const [table] = await rows<{ found: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') as found`,
  );
  if (!table?.found) return null;
  const [last] = await rows<{ when: string | number }>(
    sql`select created_at as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) return null;
  const entry = known.find((e) => e.when === Number(last.when));
  return entry ? { tag: entry.tag } : { unknown: String(last.when) };
}
