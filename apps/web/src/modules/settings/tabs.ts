import type { Permission } from '@chairside/domain';

/** The settings tabs, in order; the address is /configuration/{key}. Labels are i18n keys. */
export const SETTINGS_TABS = [
  { key: 'system', label: 'System', permission: null },
  { key: 'localisation', label: 'Localisation', permission: null },
  { key: 'open-hours', label: 'Open Hours', permission: null },
  { key: 'marketing', label: 'Marketing', permission: null },
  { key: 'billing', label: 'Billing', permission: null },
  { key: 'imaging', label: 'Dental Imaging', permission: null },
  { key: 'users', label: 'Users', permission: 'users.manage' },
] as const satisfies readonly { key: string; label: string; permission: Permission | null }[];

export type SettingsTabKey = (typeof SETTINGS_TABS)[number]['key'];
