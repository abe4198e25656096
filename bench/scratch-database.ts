// A fresh, migrated database of the server's schema on a PostgreSQL server, for the bench's small measures,
// dropped after.
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.js';
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

/** A fresh, migrated database: in-memory PGlite, or a new database on DATABASE_URL's PostgreSQL server. */
export async function scratchDatabase(prefix: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) return scratchPostgres(url, prefix);
  const database = await openPglite('memory');
  await runMigrations(database);
  return { database, drop: () => database.close() };
}
