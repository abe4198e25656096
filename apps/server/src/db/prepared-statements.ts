import type pg from 'pg';

/** Distinct statement texts given a name; statements beyond them run unnamed (planned each time), as before. */
export const MAX_NAMED_STATEMENTS = 2000;

/** Texts remembered as run once, at most (then forgotten, all at once: memory stays bounded). */
const SEEN_ONCE_KEPT = 10_000;

/** Statements the planner plans: the ones worth keeping prepared (not `begin`, `set`, DDL, `explain`). */
const PLANNED = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * A search by pattern (`ilike $1`): what the best plan is depends on how many rows the pattern matches, which
 * a generic plan cannot know. Kept prepared, after a long day of writes PostgreSQL switched the uncached
 * invoice search by name to a generic plan that sorted every invoice for a page of 20 (10 instead of 280
 * requests a second, bench/README.md): such statements are planned for each run's values.
 */
const SEARCHED = /\bilike\b/i;

/** PostgreSQL's answer when a prepared statement's result columns changed under it (a migration by another process). */
const PLAN_CHANGED = '0A000';

interface QueryConfig {
  text: string;
  name?: string;
}

type Callback = (error: Error | null, result: unknown) => void;
type Query = (config: unknown, values?: unknown, callback?: Callback) => unknown;

/**
 * One short name per statement text, the same on every connection of the pool: node-postgres then sends a
 * named statement's text once per connection, and PostgreSQL keeps its parse and, after five runs, a generic
 * plan when that is no worse than planning for each run's values. A patient's account is one 3,800-character
 * statement whose planning took 2–6 ms against 0.5 ms to run it (bench/history.md, sixth pass): prepared, the whole
 * request's database time fell to a quarter.
 */
export class StatementNames {
  private readonly names = new Map<string, string | null>();
  /** Texts run once so far: a text is named on its second run, so one-off statements (the demo's seeding) never are. */
  private readonly seenOnce = new Set<string>();
  private count = 0;

  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  /** The name of this text from its second run on, while fewer than `max` have one; undefined: run it unnamed. */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) return known ?? undefined;
    if (this.count >= this.max || !PLANNED.test(text) || SEARCHED.test(text)) return undefined;
    if (!this.seenOnce.has(text)) {
      if (this.seenOnce.size >= SEEN_ONCE_KEPT) this.seenOnce.clear();
      this.seenOnce.add(text);
      return undefined;
    }
    this.seenOnce.delete(text);
    const name = `chairside_${++this.count}`;
    this.names.set(text, name);
    return name;
  }

  /** This text runs unnamed from now on (its prepared form no longer fits the tables). */
  forget(text: string): void {
    this.names.set(text, null);
  }
}

const isConfig = (config: unknown): config is QueryConfig =>
  typeof config === 'object' && config !== null && typeof (config as QueryConfig).text === 'string';

const planChanged = (error: unknown): boolean => (error as { code?: string } | null)?.code === PLAN_CHANGED;

/**
 * Runs a connection's statements as named ones (`names`). Both ways node-postgres calls `query` are kept:
 * with a callback (the pool's own `query`) and as a promise (drizzle's transactions). A statement whose
 * prepared form PostgreSQL refuses because its result columns changed runs again unnamed, and stays unnamed.
 */
export function nameStatements(client: pg.ClientBase, names: StatementNames): void {
  const query = client.query.bind(client) as Query;
  const named: Query = (config, values, callback) => {
    if (!isConfig(config) || config.name || typeof values === 'function') return query(config, values, callback);
    const name = names.nameOf(config.text);
    if (!name) return query(config, values, callback);
    const retry = () => {
      names.forget(config.text);
      return query(config, values, callback);
    };
    if (callback)
      return query({ ...config, name }, values, (error, result) =>
        planChanged(error) ? retry() : callback(error, result),
      );
    return (query({ ...config, name }, values) as Promise<unknown>).catch((error: unknown) => {
      if (planChanged(error)) return retry();
      throw error;
    });
  };
  client.query = named as typeof client.query;
}
