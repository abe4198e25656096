/** The clinic's clock: times of day shown on 24 hours (`14:30`) or 12 hours (`2:30 PM`). */
export type ClockFormat = '24h' | '12h';

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A stored `HH:MM` as the clinic reads it; anything else is shown as it is. */
export function formatClockTime(value: string, format: ClockFormat): string {
  const m = HHMM.exec(value);
  if (!m || format === '24h') return value;
  const hours = Number(m[1]);
  return `${hours % 12 || 12}:${m[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * What a person types, as a stored `HH:MM`, or null when it is no time of day: `9`, `930`,
 * `0930`, `9:30`, `9.30`, `9h30`, `14:30`, and on either clock `2:30 pm`, `2pm`, `2:30p`.
 */
export function parseClockTime(text: string): string | null {
  const m = /^(\d{1,2})(?:[:.hH]?(\d{2}))?\s*([aApP])?\.?\s*[mM]?\.?$/.exec(text.trim());
  if (!m) {
    // Four digits without a separator: 0930, 1430.
    const digits = /^(\d{2})(\d{2})$/.exec(text.trim());
    return digits ? parseClockTime(`${digits[1]}:${digits[2]}`) : null;
  }
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? '0');
  const half = m[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
