// A fresh, migrated database of the server's schema on a PostgreSQL server, for the bench's small measures,
// dropped after.
import pg from 'pg';
import { type Database, openPostgres } from '../apps/server/src/db/client.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';

export async function scratchPostgres(
  url: string,
  prefix: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  await runMigrations(database);
  return {
    database,
    async drop() {
      await database.close();
      await admin(`drop database ${name} with (force)`);
    },
  };
}
