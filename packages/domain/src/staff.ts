import { z } from 'zod';
import { weekHoursSchema } from './common.js';
import { boolean, choice, date, email, files, json, longText, phone, reference, text } from './fields.js';
import { PERMISSIONS, ROLES } from './permissions.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { IMAGE_FILE_TYPES } from './site-images.js';
import { DEFAULT_WEEK_HOURS } from './week.js';

/** Spec 002 §6: the job of a staff member (the same names as the account roles). */
export const STAFF_ROLES = ROLES;

/** Spec 002 §4: every status can be chosen in both the add and the edit form. */
export const STAFF_STATUSES = ['Active', 'On Leave', 'Inactive'] as const;
export const STAFF_STATUS_COLORS = { Active: 'success', 'On Leave': 'warning', Inactive: 'default' } as const;

/**
 * Spec 002 "Staff": the people of the clinic, their weekly shifts and,
 * optionally, their sign-in account, whose role gives their permissions.
 */
export const staff = defineResource({
  ...RESOURCE_CATALOGUE.staff,
  table: 'staff',
  titleField: 'fullName',
  fields: {
    fullName: text({ label: 'Full Name', required: true, max: 150 }),
    role: choice({ label: 'Role', required: true, options: STAFF_ROLES }),
    email: email({
      label: 'Email',
      required: true,
      unique: true,
      uniqueMessage: 'A staff member with this email already exists',
    }),
    phone: phone({ label: 'Phone', required: true }),
    address: longText({ label: 'Address', max: 500 }),
    birthDate: date({ label: 'Birth Date' }),
    status: choice({
      label: 'Status',
      required: true,
      options: STAFF_STATUSES,
      default: 'Active',
      colors: STAFF_STATUS_COLORS,
    }),
    clinic: reference({
      label: 'Clinic',
      resource: 'clinics',
      help: 'Where this person works: the notifications of their account list this clinic’s visits',
      missingLabel: 'Clinic not found',
    }),
    account: reference({
      label: 'User Account',
      resource: 'users',
      unique: true,
      uniqueMessage: 'This account is already linked to another staff member',
      help: 'The account this person signs in with: its role gives the permissions',
      missingLabel: 'Account not found',
      readAccess: 'staff.manage',
    }),
    shiftSchedule: json({
      label: 'Shift Schedule',
      schema: weekHoursSchema,
      widget: 'weekHours',
      default: DEFAULT_WEEK_HOURS,
    }),
    // Issue 24: the public site's Our Staff shows only those marked, with their photo and role.
    showOnSite: boolean({ label: 'Shown on Website', required: true, default: false }),
    photo: files({ label: 'Photo', accept: IMAGE_FILE_TYPES, maxFiles: 1, maxBytes: 5 * 1024 * 1024 }),
  },
  list: {
    createLabel: 'Add Staff',
    columns: ['fullName', 'role', 'email', 'phone', 'status', 'clinic', 'account'],
    search: ['fullName', 'email', 'phone'],
    filters: ['role', 'status', 'clinic'],
    sortable: ['fullName', 'role', 'email', 'status'],
    defaultSort: 'fullName',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete this staff member?',
    empty: 'No staff found.',
    noneSelected: 'No staff member selected.',
  },
  summary: {
    tiles: [
      { label: 'Total Staff' },
      { label: 'Active', where: { field: 'status', in: ['Active'] } },
      { label: 'On Leave', where: { field: 'status', in: ['On Leave'] } },
      { label: 'Inactive', where: { field: 'status', in: ['Inactive'] } },
    ],
    charts: [
      { title: 'Staff by role', type: 'pie', groupBy: 'role' },
      { title: 'Staff per role', type: 'bar', groupBy: 'role', series: 'status' },
      { title: 'Status trends by role', type: 'line', groupBy: 'status', series: 'role' },
    ],
  },
  sections: [
    { title: 'Staff member', fields: ['fullName', 'role', 'email', 'phone', 'status', 'clinic'] },
    { title: 'Personal details', fields: ['address', 'birthDate'] },
    { title: 'Access', fields: ['account'] },
    { title: 'Shift schedule', fields: ['shiftSchedule'] },
    { title: 'Website', fields: ['showOnSite', 'photo'] },
  ],
});

/**
 * `GET /api/staff/:id/account`: the linked sign-in account and the permissions
 * it really has now (none while it is inactive or has no role); null: no account.
 */
export const staffAccountSchema = z
  .object({
    id: z.number().int(),
    /** null for those who do not manage staff: they see what a colleague may do, not whom to sign in as. */
    username: z.string().nullable(),
    role: z.enum(ROLES).nullable(),
    active: z.boolean(),
    permissions: z.array(z.enum(PERMISSIONS)),
  })
  .nullable();
export type StaffAccount = z.infer<typeof staffAccountSchema>;
