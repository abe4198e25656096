import type { Config } from '../config.js';
import { type Database, openPglite, openPostgres } from './client.js';
import type { ThreadSupervision } from './pglite-remote.js';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR, in its own
 * thread; `supervision` hears of that thread's deaths and acts when restarting it is not enough.
 */
export const openDatabase = (config: Config, supervision?: ThreadSupervision): Promise<Database> =>
  config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize, config.databaseMigrationUrl, {
        prepare: config.databasePrepared,
      })
    : openPglite(config.dataDir, undefined, { thread: true, supervision });
