import { DEFAULT_SETTINGS } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { ResourceHooks } from '../../resources/hooks.js';

/**
 * A payment is in the clinic's currency: the one of Settings → Localisation
 * when it is recorded, kept with it (a later change of the setting does not
 * rewrite what was paid).
 */
export const paymentHooks: ResourceHooks = {
  async afterWrite(id, _values, { rows, before }) {
    if (before) return;
    await rows(sql`
      update payments set currency = coalesce(
        (select data->'localisation'->>'currency' from settings where id = 1),
        ${DEFAULT_SETTINGS.localisation.currency})
      where id = ${id}`);
  },
};
