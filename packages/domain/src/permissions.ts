/** Roles and what each may do. The server guard and the UI both read this table. */

export const ROLES = ['Admin', 'Dentist', 'Assistant', 'Receptionist', 'Accountant'] as const;
export type Role = (typeof ROLES)[number];

/** The spec's staff permission flags, plus settings and user management. */
export const PERMISSIONS = [
  'patients.view',
  'patients.edit',
  'prescriptions.write',
  'appointments.view',
  'appointments.edit',
  'billing.view',
  'billing.edit',
  'inventory.manage',
  'staff.manage',
  'settings.manage',
  'users.manage',
  'chart.edit',
  /** The public website's content: CMS editors, blog, testimonials, newsletters (issue 24). */
  'content.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  'patients.view': 'View Patients',
  'patients.edit': 'Edit Patients',
  'prescriptions.write': 'Write Prescriptions',
  'appointments.view': 'View Appointments',
  'appointments.edit': 'Edit Appointments',
  'billing.view': 'View Billing',
  'billing.edit': 'Edit Billing',
  'inventory.manage': 'Manage Inventory',
  'staff.manage': 'Manage Staff',
  'settings.manage': 'Manage Settings',
  'users.manage': 'Manage Users',
  'chart.edit': 'Edit Dental Chart',
  'content.manage': 'Manage Website Content',
};

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  Admin: PERMISSIONS,
  // A prescription is a dentist's act: others read them (patients.view) but never write one.
  Dentist: [
    'patients.view',
    'patients.edit',
    'prescriptions.write',
    'appointments.view',
    'appointments.edit',
    'billing.view',
    'chart.edit',
  ],
  Assistant: [
    'patients.view',
    'patients.edit',
    'appointments.view',
    'appointments.edit',
    'inventory.manage',
    'chart.edit',
  ],
  Receptionist: [
    'patients.view',
    'patients.edit',
    'appointments.view',
    'appointments.edit',
    'billing.view',
    'billing.edit',
  ],
  Accountant: ['patients.view', 'appointments.view', 'billing.view', 'billing.edit', 'inventory.manage'],
};

export function permissionsOf(role: Role | null | undefined): readonly Permission[] {
  return role ? ROLE_PERMISSIONS[role] : [];
}

export function can(role: Role | null | undefined, permission: Permission | null): boolean {
  if (permission === null) return role !== null && role !== undefined;
  return permissionsOf(role).includes(permission);
}
