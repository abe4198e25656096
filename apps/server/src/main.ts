import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixToday } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { runMigrations, underStartupLock } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import { ReadCache } from './db/read-cache.js';
import { StatementRecorder } from './db/statement-recorder.js';
import { seedDemo } from './demo/seed.js';
import { pdfThreads } from './documents/pdf-threads.js';
import { listeningLine } from './http/addresses.js';
import { linkBase } from './modules/reminders/mail.js';
import { startUpkeep } from './upkeep.js';
import { ensureBootstrapAdmin, missingAdminNotice } from './users/bootstrap.js';

/** Asks `npm start` (scripts/start.mjs) to start the server again; a service manager restarts on any failure. */
const RESTART_EXIT_CODE = 75;

/** Start: config → database → migrations → demo/admin → app → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  // A test of a fixed day starts the real server too (reliability tests): it reads the same clock.
  fixToday(process.env.TEST_TODAY);
  const builtWeb = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  if (!config.webDist && fs.existsSync(path.join(builtWeb, 'index.html'))) config.webDist = builtWeb;
  // The database opens before the app and its logger: until then, what its thread says goes to stderr.
  let logger: Pick<FastifyBaseLogger, 'error' | 'info' | 'fatal'> | undefined;
  const log = (level: 'error' | 'info' | 'fatal', message: string) =>
    logger ? logger[level](message) : process.stderr.write(`${message}\n`);
  ReadCache.enabled = config.readCache;
  if (config.pdfThreads !== undefined) pdfThreads.size = config.pdfThreads;
  const opened = await openDatabase(config, {
    log,
    giveUp(why) {
      log('fatal', `${why.message}; exiting (code ${RESTART_EXIT_CODE}) for the server to be started again`);
      process.exit(RESTART_EXIT_CODE);
    },
  });
  // The benchmark's recorder (RECORD_STATEMENTS): the app's statements kept per request between SIGHUP and SIGUSR2.
  const recorder = config.recordStatements ? new StatementRecorder() : undefined;
  const database = recorder ? recorder.wrap(opened) : opened;
  await runMigrations(database, undefined, config.databaseMigrationUrl);
  // Two demo servers starting at once on an empty PostgreSQL database: one seeds it, the other finds it seeded.
  if (config.demo)
    await (database.kind === 'postgres'
      ? underStartupLock(config.databaseMigrationUrl ?? database.url, () => seedDemo(database, linkBase(config)))
      : seedDemo(database, linkBase(config)));
  await ensureBootstrapAdmin(database, config);
  const app = await buildApp({ config, database });
  logger = app.log;
  if (recorder && config.recordStatements) {
    const file = config.recordStatements;
    recorder.observe(app.server);
    // SIGHUP: keep the requests served from now on; SIGUSR2: write them to the file and stop keeping them.
    process.on('SIGHUP', () => recorder.start());
    process.on('SIGUSR2', () => recorder.dump(file));
  }

  const stopUpkeep = startUpkeep(database, (err, what) => app.log.warn({ err }, what));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    await stopUpkeep();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(listeningLine(config.host, config.port, `${where}${config.demo ? ', demo mode' : ''}`));
  const notice = await missingAdminNotice(database, config);
  if (notice) app.log.warn(notice);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
