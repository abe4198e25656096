import pg from 'pg';
import { openPostgres } from '../db/client.js';
import { BackupRejected } from './rejected.js';
import { checkRestoredCopy, type EngineRestore } from './restored-check.js';
import { restoreStamp } from './stamp.js';
import { runTool } from './tools.js';

/** The database's name in its address, and the address of the same server's maintenance database. */
function addresses(url: string) {
  const live = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!live) throw new BackupRejected('DATABASE_URL names no database.');
  const at = (name: string) => {
    const u = new URL(url);
    u.pathname = `/${encodeURIComponent(name)}`;
    return u.toString();
  };
  return { live, at };
}

/**
 * Runs `work` on a connection to the maintenance database `postgres`, holding the lock of restores and
 * undos of this database (one at a time for it; others on the same server go on).
 */
async function onServer<T>(url: string, live: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const u = new URL(url);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  try {
    const [got] = (
      await admin.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [
        `chairside restore ${live}`,
      ])
    ).rows;
    if (!got?.ok) throw new BackupRejected(`Another restore or undo of ${live} is running: wait for it to end.`);
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const databasesLike = async (admin: pg.Client, prefix: string) =>
  (
    await admin.query<{ name: string }>(
      `select datname as name from pg_database where starts_with(datname, $1) order by datname`,
      [prefix],
    )
  ).rows.map((r) => r.name);

/**
 * `live` becomes `aside` and `incoming` becomes `live` in one transaction: every session sees the
 * old database or the new one. Sessions on `live` are ended first (a running server reconnects to
 * the new one); new ones are refused meanwhile.
 */
async function swapDatabases(admin: pg.Client, live: string, incoming: string, aside: string): Promise<string | null> {
  const id = (name: string) => admin.escapeIdentifier(name);
  if (!(await admin.query('select 1 from pg_database where datname = $1', [live])).rowCount) {
    await admin.query(`alter database ${id(incoming)} rename to ${id(live)}`);
    return null;
  }
  await admin.query(`alter database ${id(live)} with allow_connections false`);
  let swapped = false;
  try {
    for (let attempt = 0; ; attempt++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [live],
      );
      if (!rows[0]?.n) break;
      if (attempt === 50)
        throw new BackupRejected(`Sessions on ${live} would not end: stop the servers using it and try again.`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query('begin');
    try {
      await admin.query(`alter database ${id(live)} rename to ${id(aside)}`);
      await admin.query(`alter database ${id(incoming)} rename to ${id(live)}`);
      await admin.query('commit');
      swapped = true;
    } catch (e) {
      await admin.query('rollback');
      throw e;
    }
  } finally {
    await admin.query(`alter database ${id(swapped ? aside : live)} with allow_connections true`);
  }
  return aside;
}

/**
 * Restores a PostgreSQL backup (already verified) into a new database `<live>_restore_<time>` in one
 * transaction, checks it there, and only then swaps it in; the old database stays as
 * `<live>_before_restore_<time>` (returned; null when there was none). On failure the live database was never touched and the new one is dropped.
 */
export const restorePostgres: EngineRestore = (url, file, manifest, progress = () => {}) => {
  const { live, at } = addresses(url);
  return onServer(url, live, async (admin) => {
    const id = (name: string) => admin.escapeIdentifier(name);
    // Left by a restore that was killed: none can be running while the restore lock is ours.
    for (const old of await databasesLike(admin, `${live}_restore_`))
      await admin.query(`drop database if exists ${id(old)} with (force)`);
    const stamp = restoreStamp();
    const scratch = `${live}_restore_${stamp}`;
    const aside = `${live}_before_restore_${stamp}`;
    if (aside.length > 63) throw new BackupRejected(`The database name ${live} is too long to keep a copy beside it.`);
    await admin.query(`create database ${id(scratch)}`);
    progress(`Restoring ${file} into the new database ${scratch} to check it…\n`);
    try {
      await runTool('pg_restore', [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        `--dbname=${at(scratch)}`,
        file,
      ]).catch((e: Error) => {
        throw new BackupRejected(`pg_restore could not restore it: ${e.message}`);
      });
      await checkRestoredCopy(() => openPostgres(at(scratch), 2), manifest);
    } catch (e) {
      await admin.query(`drop database if exists ${id(scratch)} with (force)`);
      throw e;
    }
    return swapDatabases(admin, live, scratch, aside);
  });
};

/** Puts back the database the last restore set aside; the one it replaces stays as `<live>_undone_<time>`. */
export function undoPostgres(url: string): Promise<{ restored: string; aside: string | null }> {
  const { live } = addresses(url);
  return onServer(url, live, async (admin) => {
    const previous = (await databasesLike(admin, `${live}_before_restore_`)).at(-1);
    if (!previous)
      throw new BackupRejected(`There is no earlier database to go back to (no ${live}_before_restore_<time>).`);
    const aside = `${live}_undone_${restoreStamp()}`;
    await swapDatabases(admin, live, previous, aside);
    return { restored: previous, aside };
  });
}
