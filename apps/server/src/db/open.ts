import type { Config } from '../config.js';
import { type Database, openPglite, openPostgres } from './client.js';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR. */
export const openDatabase = (config: Config): Promise<Database> =>
  config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : openPglite(config.dataDir, undefined, { thread: true });
