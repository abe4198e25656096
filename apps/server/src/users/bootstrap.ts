import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createUser, findUserByName } from './store.js';

/** ADMIN_USERNAME / ADMIN_PASSWORD create the first Admin on start when that account does not exist. */
export async function ensureBootstrapAdmin(database: Database, config: Config): Promise<void> {
  const admin = config.bootstrapAdmin;
  if (!admin) return;
  if (await findUserByName(database, admin.username)) return;
  await createUser(database, { username: admin.username, password: admin.password, role: 'Admin', active: true });
}

export async function hasAnyAdmin(database: Database): Promise<boolean> {
  const [row] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from users where role = 'Admin' and active`,
  );
  return (row?.n ?? 0) > 0;
}
