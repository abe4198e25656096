import { sql } from 'drizzle-orm';

/**
 * SQL's "now" and "today" as the app's clock reads them (`@chairside/domain`'s `now()`): the database's
 * own clock moved by the session's `chairside.clock_shift` seconds, which only a run with a fixed day
 * sets (`db/clock-session.ts`). Every statement and column default says these, never `now()` or
 * `current_date`, so a test of any day sees one clock in its code and in its database.
 * The functions are made by migration 0042.
 */
export const APP_NOW = sql`app_now()`;
export const APP_TODAY = sql`app_today()`;
