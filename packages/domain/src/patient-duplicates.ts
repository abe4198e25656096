import { z } from 'zod';
import { isoDate } from './fields.js';

/** Fewer digits than this say too little to match a telephone number by. */
export const MIN_PHONE_DIGITS = 6;

/** The digits of a telephone number, as the duplicate check compares them (`+33 6 12-34` → `3361234`). */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/**
 * `GET /api/patients/duplicates`: the patients a new one would likely repeat,
 * asked by the Add Patient form before it saves (issue 15 item 3).
 */
export const patientDuplicatesQuerySchema = z.strictObject({
  fullName: z.string().max(150).optional(),
  birthDate: isoDate('birthDate must be a date (YYYY-MM-DD)', 'birthDate is required').optional(),
  telephone: z.string().max(40).optional(),
  /** The patient being edited, never their own duplicate. */
  except: z.coerce.number().int().positive().optional(),
});

/** Why a patient is a likely duplicate: the same name and birth date, or the same telephone number. */
export const DUPLICATE_REASONS = ['nameAndBirthDate', 'telephone'] as const;

export const patientDuplicateSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  medicalRecordNumber: z.string().nullable(),
  birthDate: z.string().nullable(),
  telephone: z.string().nullable(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export const patientDuplicatesSchema = z.array(patientDuplicateSchema);
export type PatientDuplicate = z.infer<typeof patientDuplicateSchema>;
