import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createUser, findUserByName } from './store.js';

/**
 * ADMIN_USERNAME / ADMIN_PASSWORD create the first Admin on start when that
 * account does not exist. When the name is taken by an account that is not an
 * Admin (a visitor registered it first), the server refuses to start rather
 * than go on without the administrator the operator asked for.
 */
export async function ensureBootstrapAdmin(database: Database, config: Config): Promise<void> {
  const admin = config.bootstrapAdmin;
  if (!admin) return;
  const existing = await findUserByName(database, admin.username);
  if (!existing) {
    await createUser(database, { username: admin.username, password: admin.password, role: 'Admin', active: true });
    return;
  }
  if (existing.role !== 'Admin')
    throw new Error(
      `ADMIN_USERNAME=${admin.username} names an existing account that is not an administrator ` +
        `(registered ${new Date(existing.created_at).toISOString().slice(0, 10)}, role ${existing.role ?? 'none'}). ` +
        'Choose another ADMIN_USERNAME, or give that account the Admin role if it is yours.',
    );
}

export async function hasAnyAdmin(database: Database): Promise<boolean> {
  const [row] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from users where role = 'Admin' and active`,
  );
  return (row?.n ?? 0) > 0;
}

/** What the server says at start when nobody can sign in to administer it; undefined when an Admin exists. */
export async function missingAdminNotice(database: Database, config: Config): Promise<string | undefined> {
  if (await hasAnyAdmin(database)) return undefined;
  const where = config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR (${config.dataDir})`;
  return (
    'No administrator account yet: nobody can sign in to manage users and settings. Create one with ' +
    `\`npm run create-admin -- <username>\` (with this server's ${where}), ` +
    'or set ADMIN_USERNAME and ADMIN_PASSWORD and restart.'
  );
}

/** Which database a command wrote to, for its operator: never the password of a DATABASE_URL. */
export function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
