import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * The name staff are greeted by: the full name on the staff record linked to
 * the account (`Dr. Sarah Mitchell`), or null when none is linked (the screen
 * then says the username).
 */
export async function staffNameOf(database: Database, userId: number): Promise<string | null> {
  const [row] = await database.rows<{ name: string | null }>(
    sql`select full_name as name from staff where account = ${userId} order by id limit 1`,
  );
  const name = row?.name?.trim();
  return name ? name : null;
}
