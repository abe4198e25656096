import type { LiveChange } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';

/** The PostgreSQL channel of the live book (also named by the trigger of migration `live_book`). */
export const LIVE_CHANNEL = 'chairside_live';

/**
 * Announces a change to every open stream of every server process on this database. Called with a
 * transaction's `rows`, it is sent when that transaction commits, and never if it rolls back
 * (NOTIFY is transactional); with `database.rows`, at once. Appointments need no call: a trigger
 * announces every change of one, whatever wrote it.
 */
export async function publishChange(rows: Rows, change: LiveChange): Promise<void> {
  await rows(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(change)})`);
}
