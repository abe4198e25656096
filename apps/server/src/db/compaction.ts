import { repeatInBackground, type StopBackground } from '../background.js';
import type { Database } from './client.js';

/**
 * Writers only ever add rows to `table_writes`, so that they never wait on one another: one for every writing
 * statement (`write-tracking.ts`); invoice and payment writes add rows to the sales summary the same way
 * (`compactSales`). Every cached read adds up `table_writes` (twice for a list), so it is folded this
 * often. Measured on PostgreSQL (`bench/write-sums.ts`: the check of an account's three tables, loopback,
 * 2026-11-29): 0.13 ms on folded rows, 2.0–2.2 ms after 8,100 writes (fifteen minutes of a front desk writing
 * 3 times a second, the fold's interval until then), 0.40 ms after a minute's.
 */
export const COMPACT_EVERY_MS = 30_000;

/** A fold of append-only rows into their sums, in one statement (`compactWrites`). */
export type Compactor = (database: Database) => Promise<void>;

/** Runs the compactors in turn every `every` ms (never two rounds at once); returns the way to stop. */
export function startCompaction(
  database: Database,
  compactors: readonly Compactor[],
  onError: (err: unknown) => void,
  every = COMPACT_EVERY_MS,
): StopBackground {
  return repeatInBackground(
    every,
    async () => {
      for (const compact of compactors) await compact(database);
    },
    onError,
  );
}
