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
