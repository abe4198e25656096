import pg from 'pg';

/** One statement on the PostgreSQL server's maintenance database (create or drop a test database). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Drops every database whose name starts with `prefix` (what restores set aside beside a test's database). */
export async function dropDatabasesStartingWith(url: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { name } of rows) await admin.query(`drop database ${admin.escapeIdentifier(name)} with (force)`);
  } finally {
    await admin.end();
  }
}
