import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const DATE = 1082;
const asIs = (v: string) => v;

/**
 * Starts the embedded PostgreSQL with the extensions the migrations need, dates as 'YYYY-MM-DD'.
 * `from`: a dump of another data directory (`dumpDataDir`) to start from instead of a new cluster.
 */
export async function startPglite(dataDir: string | 'memory', from?: Blob): Promise<PGlite> {
  const client = new PGlite(dataDir === 'memory' ? 'memory://' : path.join(dataDir, 'pg'), {
    extensions: { btree_gist, pg_trgm },
    parsers: { [DATE]: asIs },
    ...(from ? { loadDataDir: from } : {}),
  });
  await client.waitReady;
  return client;
}
