import type { Permission } from './permissions.js';

/** The dashboard's lists and periods as plain values (the answers' schemas are in dashboard.ts). */

/** How far back the dashboard's Top 5 lists count. */
export const TOP_LIST_DAYS = 365;
/** How many each Top list names. */
export const TOP_LIST_SIZE = 5;

/**
 * Spec 000 §2.9's three Top 5 lists, counted from the data over the last
 * year: doctors by appointments held, patients by completed visits, and
 * medicaments by how often they were prescribed (the clinic records
 * prescriptions, not sales). Each needs the permission of what it counts.
 */
export const TOP_LISTS = {
  doctors: { title: 'Top 5 doctors by appointments', unit: 'appointments', permission: 'appointments.view' },
  patients: { title: 'Top 5 patients by visits', unit: 'visits', permission: 'appointments.view' },
  medicaments: { title: 'Top 5 prescribed medicaments', unit: 'prescriptions', permission: 'patients.view' },
} as const satisfies Record<string, { title: string; unit: string; permission: Permission }>;
export type TopListName = keyof typeof TOP_LISTS;

/** How many months the dashboard's new-patients chart covers, this one included. */
export const NEW_PATIENT_MONTHS = 12;
