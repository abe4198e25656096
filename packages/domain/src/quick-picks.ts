import { z } from 'zod';

/** How far back the quick-chart bar counts what the clinic charts, in days. */
export const QUICK_PICK_DAYS = 365;
/** How many of the most used the bar shows. */
export const QUICK_PICK_COUNT = 8;

/**
 * `GET /api/chart-entries/quick-picks`: the clinic's most charted services
 * and conditions (no service) of the last year, over every patient, most
 * used first. The quick-chart bar shows them after the user's own pins.
 */
export const quickPicksResponseSchema = z.object({
  items: z.array(
    z.object({
      service: z.number().int().nullable().describe('The fee-schedule service; null for a bare condition'),
      code: z.string().nullable(),
      name: z.string().nullable(),
      condition: z.string().nullable().describe('The condition charted, for entries with no service'),
      count: z.number().int(),
    }),
  ),
});
export type QuickPicksResponse = z.infer<typeof quickPicksResponseSchema>;
export type QuickPick = QuickPicksResponse['items'][number];
