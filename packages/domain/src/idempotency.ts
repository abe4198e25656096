import { z } from 'zod';

/**
 * The request header that makes a create safe to retry (a double-click, a
 * timeout): one value per submission; the same key creates once. In lower
 * case, as Node gives request headers.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long the server keeps a key's answer: a retry comes within seconds, a day is plenty. */
export const IDEMPOTENCY_KEEP_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  reused: 'This Idempotency-Key was already used for a different request: send a new key for a new record.',
  format: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
} as const;

/** The optional header of a create, in the shape route schemas take (header names in lower case). */
export const idempotencyHeaderSchema = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_MESSAGES.format)
    .optional()
    .describe(
      'Makes the create safe to retry: the same key (per user) with the same body answers the first answer ' +
        `again (status and body) without creating anything; with a different body, 422. Kept ${IDEMPOTENCY_KEEP_HOURS} hours.`,
    ),
});
