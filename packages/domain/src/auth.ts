import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from './auth-messages.js';
import { ROLES } from './permissions.js';

const username = z
  .string({ error: AUTH_MESSAGES.usernameRequired })
  .trim()
  .min(1, AUTH_MESSAGES.usernameRequired)
  .max(USERNAME_MAX, AUTH_MESSAGES.usernameTooLong);

export const loginSchema = z.strictObject({
  username,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
});

const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

/** Registration: a role sent here is ignored (stripped), never trusted. */
export const registerSchema = z.object({
  username: username.regex(/^[A-Za-z0-9._@-]+$/, 'Username may contain letters, digits and . _ @ - only'),
  password: newPassword,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword,
});

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES).nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const meSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The full name on the staff record linked to the account (`Dr. Sarah Mitchell`); null when none is linked. */
  name: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  permissions: z.array(z.string()),
});
export type Me = z.infer<typeof meSchema>;

/** What an admin may change on an account. */
export const userUpdateSchema = z.strictObject({
  role: z.enum(ROLES, 'Choose a role').nullable().optional(),
  active: z.boolean().optional(),
  version: z.number().int().positive(),
});

export const resetPasswordSchema = z.strictObject({ password: newPassword });

/** How the users list may be sorted: by name, creation or last sign-in, either way. */
export const USER_SORTS = ['username', '-username', 'createdAt', '-createdAt', 'lastLoginAt', '-lastLoginAt'] as const;

export const userListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: z.string().trim().max(64).optional(),
  sort: z.enum(USER_SORTS).default('username'),
  active: z.enum(['true', 'false']).optional(),
});

/** Demo accounts: one per role, all with the same password, only when DEMO is on. */
export const DEMO_PASSWORD = 'chairside';
export const DEMO_ACCOUNTS = [
  { username: 'admin', role: 'Admin' },
  { username: 'dentist', role: 'Dentist' },
  { username: 'assistant', role: 'Assistant' },
  { username: 'reception', role: 'Receptionist' },
  { username: 'accountant', role: 'Accountant' },
] as const;
