import { z } from 'zod';
import { fieldMessage } from './field-messages.js';
import { choice, choices, integer } from './fields.js';
import { BLOOD_TYPES, GENDERS } from './patients.js';
import { TREATMENT_TYPES } from './treatment-plans.js';

/**
 * Who a marketing campaign is for: a filter over the live patients, every
 * criterion given narrowing it (all patients when none is). The spec's
 * `targetAudience {ageGroup, lastVisitDate, treatmentHistory}` becomes an age
 * range, "no visit for N months" and the types of the patient's treatment
 * plans, plus what the patient record holds (gender, blood type) and whether
 * the patient has an active membership. The server turns it into SQL.
 */

export const AUDIENCE_MEMBERSHIPS = ['With an active membership', 'Without an active membership'] as const;

/** English labels of the criteria (i18n keys), for the editor and the summaries. */
export const AUDIENCE_LABELS = {
  gender: 'Gender',
  ageMin: 'Minimum Age',
  ageMax: 'Maximum Age',
  bloodTypes: 'Blood Types',
  membership: 'Membership',
  noVisitMonths: 'No Visit For (months)',
  treatmentTypes: 'Treatment History',
} as const;

/** The criteria as fields, for the editor's controls (their values live in the one json document). */
export const AUDIENCE_FIELDS = {
  gender: choice({ label: AUDIENCE_LABELS.gender, options: GENDERS }),
  ageMin: integer({ label: AUDIENCE_LABELS.ageMin, min: 0, max: 120 }),
  ageMax: integer({ label: AUDIENCE_LABELS.ageMax, min: 0, max: 120 }),
  bloodTypes: choices({ label: AUDIENCE_LABELS.bloodTypes, options: BLOOD_TYPES }),
  membership: choice({ label: AUDIENCE_LABELS.membership, options: AUDIENCE_MEMBERSHIPS }),
  noVisitMonths: integer({ label: AUDIENCE_LABELS.noVisitMonths, min: 1, max: 120 }),
  treatmentTypes: choices({ label: AUDIENCE_LABELS.treatmentTypes, options: TREATMENT_TYPES }),
} as const;

export const AUDIENCE_MESSAGES = {
  ageRange: 'Maximum Age must be at least the Minimum Age',
  everyone: 'All patients',
} as const;

const age = (label: string) =>
  z
    .number({ error: fieldMessage('number', { label }) })
    .int(fieldMessage('wholeNumber', { label }))
    .min(0, fieldMessage('atLeast', { label, min: 0 }))
    .max(120, fieldMessage('atMost', { label, max: 120 }))
    .nullable()
    .optional();

export const campaignAudienceSchema = z
  .strictObject({
    gender: z
      .enum(GENDERS, `Gender must be one of: ${GENDERS.join(', ')}`)
      .nullable()
      .optional(),
    ageMin: age(AUDIENCE_LABELS.ageMin),
    ageMax: age(AUDIENCE_LABELS.ageMax),
    bloodTypes: z.array(z.enum(BLOOD_TYPES, `Blood Types: choose from ${BLOOD_TYPES.join(', ')}`)).optional(),
    membership: z
      .enum(AUDIENCE_MEMBERSHIPS, `Membership must be one of: ${AUDIENCE_MEMBERSHIPS.join(', ')}`)
      .nullable()
      .optional(),
    noVisitMonths: z
      .number({ error: 'No Visit For (months) must be a number' })
      .int('No Visit For (months) must be a whole number')
      .min(1, 'No Visit For (months) must be at least 1')
      .max(120, 'No Visit For (months) must be at most 120')
      .nullable()
      .optional(),
    treatmentTypes: z
      .array(z.enum(TREATMENT_TYPES, `Treatment History: choose from ${TREATMENT_TYPES.join(', ')}`))
      .optional(),
  })
  .refine((a) => a.ageMin == null || a.ageMax == null || a.ageMin <= a.ageMax, {
    path: ['ageMax'],
    message: AUDIENCE_MESSAGES.ageRange,
  });

export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

/** How many live patients an audience matches, and how many of them can be written to. */
export const audienceCountSchema = z.object({
  matching: z.number().int(),
  withEmail: z.number().int(),
});
export type AudienceCount = z.infer<typeof audienceCountSchema>;

/** The audience as stored (null, or an older document with fewer criteria): every criterion optional. */
export function audienceOf(value: unknown): CampaignAudience {
  const parsed = campaignAudienceSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

/** The audience's criteria in English, one per entry (`Female`, `Aged 30 to 50`); empty for all patients. */
export function audienceCriteria(value: unknown): string[] {
  const a = audienceOf(value);
  const parts: string[] = [];
  if (a.gender) parts.push(a.gender);
  if (given(a.ageMin) && given(a.ageMax)) parts.push(`Aged ${a.ageMin} to ${a.ageMax}`);
  else if (given(a.ageMin)) parts.push(`Aged ${a.ageMin} or more`);
  else if (given(a.ageMax)) parts.push(`Aged ${a.ageMax} or less`);
  if (a.bloodTypes?.length) parts.push(`Blood type ${a.bloodTypes.join(', ')}`);
  if (a.membership) parts.push(a.membership);
  if (given(a.noVisitMonths)) parts.push(`No visit for ${a.noVisitMonths} months`);
  if (a.treatmentTypes?.length) parts.push(`Treatment: ${a.treatmentTypes.join(', ')}`);
  return parts;
}

/** The audience as one line of English: `Female · Aged 30 to 50`, or `All patients`. */
export const describeAudience = (value: unknown): string =>
  audienceCriteria(value).join(' · ') || AUDIENCE_MESSAGES.everyone;

/** Body of `POST /api/marketing-campaigns/audience`: the audience being edited, counted before it is saved. */
export const audiencePreviewSchema = z.strictObject({
  targetAudience: campaignAudienceSchema.nullable(),
});

/** What sending a campaign did: one message queued per matching patient with an email address. */
export const campaignSendResultSchema = z.object({
  audienceSize: z.number().int(),
  queued: z.number().int(),
  /** Matching patients without an email address: counted, not written to. */
  skippedNoEmail: z.number().int(),
  sentAt: z.string(),
});
export type CampaignSendResult = z.infer<typeof campaignSendResultSchema>;
