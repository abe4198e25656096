import { sql } from 'drizzle-orm';
import type { ResourceHooks } from '../../resources/hooks.js';

/** Who charted an entry is the signed-in account that created it, never a value sent by the client. */
export const chartEntryHooks: ResourceHooks = {
  async afterWrite(id, _values, { rows, before, user }) {
    if (before || !user) return;
    await rows(sql`update chart_entries set recorded_by = ${user.id} where id = ${id}`);
  },
};
