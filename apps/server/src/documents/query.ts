import { LANGUAGES } from '@chairside/domain';
import { z } from 'zod';
import { isTimeZone } from './format.js';

/** What every document route is asked with: the reader's language and time zone. */
export const documentQueryShape = {
  lang: z
    .enum(LANGUAGES)
    .optional()
    .describe(
      'Language of the document’s words, dates, numbers and money; `ar` is laid out right to left ' +
        '(the clinic’s default language when left out)',
    ),
  tz: z
    .string()
    .max(64)
    .refine(isTimeZone, 'tz must be a time zone such as Europe/Paris')
    .optional()
    .describe('IANA time zone of the dates and times (UTC when left out)'),
};
