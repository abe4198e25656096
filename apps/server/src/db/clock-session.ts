import { clockShiftMs } from '@chairside/domain';

/** Settings of a database session, by name (`set_config`, or `-c name=value` at connection). */
export type SessionSettings = Record<string, string>;

/**
 * What a database session needs to read the app's clock (`app_now()`, migration 0042): nothing on the
 * real time; on a fixed day (TEST_TODAY) the shift in seconds, and this process's time zone, so that
 * SQL's today is the day JavaScript's `today()` gives.
 */
export function clockSessionSettings(): SessionSettings {
  const shift = clockShiftMs();
  if (shift === 0) return {};
  return {
    'chairside.clock_shift': String(shift / 1000),
    TimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** The settings as a PostgreSQL connection's `options` (values hold no spaces). */
export const connectionOptions = (settings: SessionSettings): string | undefined =>
  Object.keys(settings).length
    ? Object.entries(settings)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' ')
    : undefined;
