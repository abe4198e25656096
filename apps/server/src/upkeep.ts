import { purgeKnownDevices } from './auth/devices.js';
import { purgeSessions } from './auth/sessions.js';
import { purgeLoginThrottle } from './auth/throttle.js';
import { repeatInBackground, type StopBackground } from './background.js';
import type { Database } from './db/client.js';
import { COMPACT_EVERY_MS, startCompaction } from './db/compaction.js';
import { refreshStatistics } from './db/maintenance.js';
import { compactWrites } from './db/write-tracking.js';
import { purgeAbandonedUploads } from './files/chunks.js';
import { purgeIdempotencyKeys } from './http/idempotency.js';
import { purgeRateLimits } from './http/rate-limit-store.js';
import { compactSales } from './modules/invoices/sales-summary.js';

export const MAINTENANCE_EVERY_MS = 15 * 60_000;

/**
 * What every server process does beside its requests: every 15 minutes the purges (expired sessions,
 * throttles, devices, rate limits, idempotency keys, abandoned uploads) and the planner's statistics; every
 * 30 s the folds of the insert-only rows every write adds (`table_writes`, the sales summary), which the cached
 * reads and the analytics add up. Several processes doing it is harmless (see docs/scaling.md). Returns the way
 * to stop both (once their rounds under way have ended).
 */
export function startUpkeep(
  database: Database,
  log: (err: unknown, what: string) => void,
  { maintenanceMs = MAINTENANCE_EVERY_MS, compactMs = COMPACT_EVERY_MS } = {},
): StopBackground {
  const stopMaintenance = repeatInBackground(
    maintenanceMs,
    async () => {
      await purgeSessions(database);
      await purgeLoginThrottle(database);
      await purgeKnownDevices(database);
      await purgeRateLimits(database);
      await purgeIdempotencyKeys(database);
      await purgeAbandonedUploads(database);
      await refreshStatistics(database);
    },
    (err) => log(err, 'maintenance failed'),
  );
  const stopCompaction = startCompaction(
    database,
    [compactWrites, compactSales],
    (err) => log(err, 'compaction failed'),
    compactMs,
  );
  return async () => {
    await Promise.all([stopMaintenance(), stopCompaction()]);
  };
}
