import type { Database } from './client.js';
import { writeVersion } from './write-tracking.js';

/** A cached result is recomputed after this long even if nothing was written (results that depend on the clock). */
export const READ_CACHE_TTL_MS = 60_000;
/** Entries a cache keeps unless told otherwise (counts and summaries: small values). */
const MAX_ENTRIES = 500;

interface Entry {
  version: string;
  day: string;
  at: number;
  value: unknown;
}

/**
 * Results of expensive reads (counts, summaries) kept while the tables they
 * read are unchanged, in this server process. Before answering from the
 * cache it asks the database for the tables' write sums (`write-tracking.ts`):
 * a write committed by any process, or by SQL outside the server, changes
 * them. A result is kept only if the sums were the same before and after it
 * was computed, so it never mixes two states. Also recomputed on a new day
 * and after {@link READ_CACHE_TTL_MS}, for results that depend on the date
 * (ages, "due today"). Only for reads outside a transaction: inside one, the
 * transaction's own uncommitted writes would be counted. A key names only the
 * tables its result reads (`tablesSelected` for list counts), so a write elsewhere
 * keeps it; concurrent misses of one key share one computation (single flight).
 */
export class ReadCache {
  /** False (READ_CACHE=0, set at start): every read computes, nothing is kept. */
  static enabled = true;
  private readonly entries = new Map<string, Entry>();
  /** Computations under way, per key and write sums: a second request for them waits for the first. */
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** Whether results are kept (READ_CACHE on): a read worth computing only to keep (landmarks) is skipped otherwise. */
  get keeps(): boolean {
    return ReadCache.enabled;
  }

  async get<T>(tables: readonly string[], key: string, compute: () => Promise<T>): Promise<T> {
    if (!ReadCache.enabled) return compute();
    const rows = this.database.rows;
    const fullKey = `${tables.join(',')}|${key}`;
    const before = await writeVersion(rows, tables);
    const at = this.now();
    const day = new Date(at).toISOString().slice(0, 10);
    const hit = this.entries.get(fullKey);
    if (hit && hit.version === before && hit.day === day && at - hit.at < READ_CACHE_TTL_MS) return hit.value as T;
    // Single flight: requests that find the same key missing for the same write sums (a burst after a
    // write) share one computation instead of each running it. Sums that moved mean another state of
    // the tables: that computation is not shared, so a writer never gets a result from before its write.
    const flight = `${fullKey}|${before}|${day}`;
    const running = this.pending.get(flight);
    if (running) return running as Promise<T>;
    const computing = this.computeAndKeep(fullKey, tables, before, day, at, compute);
    this.pending.set(flight, computing);
    try {
      return await computing;
    } finally {
      this.pending.delete(flight);
    }
  }

  private async computeAndKeep<T>(
    fullKey: string,
    tables: readonly string[],
    before: string,
    day: string,
    at: number,
    compute: () => Promise<T>,
  ): Promise<T> {
    const value = await compute();
    if ((await writeVersion(this.database.rows, tables)) === before) {
      this.entries.delete(fullKey);
      this.entries.set(fullKey, { version: before, day, at, value });
      // The oldest entry goes first (a Map iterates in insertion order).
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }
}

const caches = new WeakMap<Database, ReadCache>();

/** The read cache of a database (one per opened database in this process). */
export function readCacheOf(database: Database): ReadCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new ReadCache(database);
    caches.set(database, cache);
  }
  return cache;
}
