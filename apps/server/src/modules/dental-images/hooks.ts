import { sql } from 'drizzle-orm';
import type { ResourceHooks } from '../../resources/hooks.js';

/**
 * Who reviewed an image and when: the signed-in account that set its status to
 * Reviewed or Flagged (or changed the diagnosis notes of a reviewed one), at
 * the database's clock; back to Pending clears both. Never taken from a body.
 */
export const dentalImageHooks: ResourceHooks = {
  async afterWrite(id, values, { rows, before, user }) {
    if (!before) return;
    const status = (values.status ?? before.status) as string;
    const statusMoved = values.status !== undefined && values.status !== before.status;
    const notesMoved = values.diagnosisNotes !== undefined && values.diagnosisNotes !== before.diagnosisNotes;
    if (!statusMoved && !notesMoved) return;
    if (status === 'Pending')
      await rows(sql`update dental_images set reviewed_by = null, reviewed_at = null where id = ${id}`);
    else
      await rows(
        sql`update dental_images set reviewed_by = ${user?.id ?? null}, reviewed_at = app_now() where id = ${id}`,
      );
  },
};
