import os from 'node:os';

/**
 * Connections to PostgreSQL when DATABASE_POOL_SIZE is unset: twice the cores, from 4 to 10 (the
 * PostgreSQL wiki's cores × 2). A statement is CPU work; on the practice's PC the database shares the
 * server's cores, and more statements at once than the cores can run only queue in the kernel, where
 * they hold back the server's own thread too: on 2 cores, with 10 connections busy on the invoice
 * search, /api/ping waited 20-24 ms at p99 against 5-11 ms with 4, and the search answered more, not
 * fewer, requests a second (bench/history.md, seventh pass). A database on a machine of its own, with
 * more cores than the server's, is given its size in DATABASE_POOL_SIZE (docs/scaling.md).
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.min(10, Math.max(4, 2 * cores));
}
