import { z } from 'zod';
import { MAX_PAGE_SIZE } from './resource.js';

/**
 * The history of one record (`GET /api/{name}/:id/history`): who created,
 * changed, archived or restored it, or attached or removed a file, and when,
 * newest first, from the audit log.
 */

/** What happened to the record. */
export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'archive', 'restore', 'attach', 'detach'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** English text of each action, also the i18n key. */
export const HISTORY_ACTION_LABELS: Record<HistoryAction, string> = {
  create: 'Record created',
  update: 'Record updated',
  delete: 'Record deleted',
  archive: 'Record archived',
  restore: 'Record restored',
  attach: 'File attached',
  detach: 'File removed',
};

export const historyQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be 1 or more')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(20),
});

/** One field's change: its values as the API shows them; for a reference, the titles of the records too. */
export const historyChangeSchema = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
  fromLabel: z.string().nullable().optional(),
  toLabel: z.string().nullable().optional(),
});

export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  /** The account that did it (its current name); null for the system (demo data, scripts). */
  user: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  changes: z.array(historyChangeSchema),
});

export const historyResponseSchema = z.object({
  items: z.array(historyEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type HistoryChange = z.infer<typeof historyChangeSchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type HistoryPage = z.infer<typeof historyResponseSchema>;
