import { z } from 'zod';

export const topListSchema = z.object({
  /** The first day counted (the last `TOP_LIST_DAYS` days up to today, the clinic's date). */
  since: z.string(),
  items: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type TopList = z.infer<typeof topListSchema>;

/**
 * `GET /api/dashboard/summary`: every number and chart of the dashboard in one
 * request (it made one list call per record type), counted in SQL, each part
 * only for a role that may read what it counts (absent otherwise).
 */
export const dashboardSummarySchema = z.object({
  /** Live (not archived) records per record type the caller may read; personal ones are the caller's own. */
  totals: z.array(z.object({ resource: z.string(), total: z.number().int() })),
  /** This month's visits per day and status (appointments.view). */
  visitsPerDay: z
    .object({
      month: z.string(),
      items: z.array(z.object({ day: z.string(), status: z.string(), count: z.number().int() })),
    })
    .optional(),
  /** Patients added per month over the last `NEW_PATIENT_MONTHS` months, empty months included (patients.view). */
  newPatients: z.array(z.object({ month: z.string(), count: z.number().int() })).optional(),
  /** The five procedures most often done over the last `TOP_LIST_DAYS` days (the procedures' read permission). */
  topProcedures: z.array(z.object({ name: z.string(), count: z.number().int() })).optional(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
