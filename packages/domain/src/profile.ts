import { z } from 'zod';
import { fieldSchema } from './fields.js';
import { staff } from './staff.js';

/**
 * Spec 002 "Profile": what signed-in people keep up to date about themselves,
 * on the staff record linked to their account (the same fields, the same rules).
 */
export const PROFILE_FIELDS = {
  fullName: staff.fields.fullName,
  email: staff.fields.email,
  phone: staff.fields.phone,
  address: staff.fields.address,
  birthDate: staff.fields.birthDate,
} as const;
export type ProfileKey = keyof typeof PROFILE_FIELDS;

export const PROFILE_MESSAGES = {
  notLinked: 'Your account is not linked to a staff member: ask an administrator to link it.',
  updated: 'Profile updated',
} as const;

/** `GET /api/profile`: the linked staff record's personal fields and version; `staffId` null when none is linked. */
export const profileSchema = z.object({
  staffId: z.number().int().nullable(),
  version: z.number().int().nullable(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  birthDate: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `PUT /api/profile`: every personal field, with the version read. */
export const profileUpdateSchema = z.strictObject({
  fullName: fieldSchema(PROFILE_FIELDS.fullName) as z.ZodType<string>,
  email: fieldSchema(PROFILE_FIELDS.email) as z.ZodType<string>,
  phone: fieldSchema(PROFILE_FIELDS.phone) as z.ZodType<string>,
  address: fieldSchema(PROFILE_FIELDS.address).optional() as z.ZodOptional<z.ZodType<string | null>>,
  birthDate: fieldSchema(PROFILE_FIELDS.birthDate).optional() as z.ZodOptional<z.ZodType<string | null>>,
  version: z.number().int().positive(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
