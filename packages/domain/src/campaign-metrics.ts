import { z } from 'zod';

/**
 * The web addresses in a campaign's message: the only places its tracked
 * links may lead (`/t/c/:token?url=` redirects to one of these, never elsewhere).
 * A sentence's closing punctuation is not part of an address.
 */
export function campaignLinks(template: string): string[] {
  const found = template.match(/https?:\/\/[^\s<>"'()]+/gi) ?? [];
  return [...new Set(found.map((url) => url.replace(/[.,;:!?]+$/, '')))];
}

/** A rate as a percentage with one decimal, as text (`'42.5'`); null when nothing was delivered. */
const rate = z.string().nullable();

/**
 * What a sent campaign achieved, counted by the server in SQL: messages put
 * in the outbox, delivered or refused by the mail server, and recipients who
 * opened, clicked (when the clinic tracks engagement) or booked an appointment
 * within the conversion window. Rates are over the delivered messages.
 */
export const campaignMetricsSchema = z.object({
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  opened: z.number().int(),
  openRate: rate,
  clicked: z.number().int(),
  clickRate: rate,
  converted: z.number().int(),
  conversionRate: rate,
  /** Whether opens and clicks were tracked when the campaign was sent. */
  tracked: z.boolean(),
  /** Days after sending in which a booking counts as a conversion. */
  conversionDays: z.number().int(),
});
export type CampaignMetrics = z.infer<typeof campaignMetricsSchema>;

/** The public tracking endpoints (outside /api: they are in patients' email). */
export const TRACKING_PATHS = { open: '/t/o', click: '/t/c' } as const;

export const TRACKING_MESSAGES = {
  unknownLink: 'This link is not part of the campaign.',
} as const;
