import { DEFAULT_SETTINGS } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { quote } from '../../resources/columns.js';
import type { ResourceHooks } from '../../resources/hooks.js';

/**
 * An expense or an income is in the clinic's currency when it is recorded
 * (Settings → Localisation), kept with it like a payment's: a later change of
 * the setting does not relabel what was spent or received.
 */
export const ledgerCurrencyHooks = (table: 'expenses' | 'incomes'): ResourceHooks => ({
  async afterWrite(id, _values, { rows, before }) {
    if (before) return;
    await rows(sql`
      update ${sql.raw(quote(table))} set currency = coalesce(
        (select data->'localisation'->>'currency' from settings where id = 1),
        ${DEFAULT_SETTINGS.localisation.currency})
      where id = ${id}`);
  },
});
