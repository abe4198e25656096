import { backupsDir, takeBackup } from '../backups/dump.js';
import { loadConfig } from '../config.js';
import { lockHolder } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';

/**
 * npm run backup: a dump of the server's database into DATA_DIR/backups.
 * PostgreSQL (DATABASE_URL): pg_dump. Embedded database: opened here when no
 * server runs; when one does (it alone may open the directory), asked to make
 * it through POST /api/admin/backup at SERVER_URL (default http://127.0.0.1:PORT),
 * signed in as ADMIN_USERNAME / ADMIN_PASSWORD (an Admin account).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const dir = backupsDir(config.dataDir);
  const record =
    !config.databaseUrl && lockHolder(config.dataDir)
      ? await askServer(process.env.SERVER_URL ?? `http://127.0.0.1:${config.port}`)
      : await takeHere();
  process.stdout.write(
    `Backup written and verified: ${dir}/${record.file} (${record.size} bytes), with its manifest ${record.file}.json.\n`,
  );

  async function takeHere() {
    const database = await openDatabase(config);
    try {
      await runMigrations(database); // the backups table, on a database no newer server has opened yet
      return await takeBackup(database, { dir, by: 'npm run backup', keep: config.backupKeep });
    } finally {
      await database.close();
    }
  }
}

async function askServer(base: string): Promise<{ file: string; size: number }> {
  const username = process.env.ADMIN_USERNAME;
  const password = process.env.ADMIN_PASSWORD;
  if (!username || !password)
    throw new Error(
      'The server is running and holds the database: set ADMIN_USERNAME and ADMIN_PASSWORD (an Admin account) so the backup can ask it, or use Back up now in Settings.',
    );
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`Sign-in at ${base} failed (${login.status}).`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${base}/api/admin/backup`, { method: 'POST', headers: { cookie } });
  if (res.status !== 201) throw new Error(`The server refused the backup (${res.status}): ${await res.text()}`);
  return (await res.json()) as { file: string; size: number };
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
