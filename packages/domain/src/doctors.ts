import { boolean, choice, choices, decimal, files, integer, money, reference, rows, text, time } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { IMAGE_FILE_TYPES } from './site-images.js';
import { WEEK_DAYS } from './week.js';

/** Spec 002 §9. */
export const DOCTOR_SPECIALIZATIONS = [
  'General Dentist',
  'Orthodontist',
  'Periodontist',
  'Endodontist',
  'Prosthodontist',
  'Oral Surgeon',
  'Pediatric Dentist',
  'Other',
] as const;

/** A period of a working day in which a doctor sees patients, 24-hour clock: `{ start: '09:00', end: '12:30' }`. */
export interface TimeSlot {
  start: string;
  end: string;
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The well-formed slots of a value as the API receives it (the field's own schema reports the others). */
export function timeSlotsOf(value: unknown): TimeSlot[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (s): s is TimeSlot =>
      typeof s === 'object' && s !== null && HH_MM.test(String(s.start)) && HH_MM.test(String(s.end)),
  );
}

/** Whether two of the slots share some time (touching ends, 09:00-12:00 and 12:00-13:00, do not). */
export function slotsOverlap(slots: readonly TimeSlot[]): boolean {
  const ordered = slots.filter((s) => s.start < s.end).sort((a, b) => a.start.localeCompare(b.start));
  return ordered.some((s, i) => i > 0 && s.start < (ordered[i - 1] as TimeSlot).end);
}

export const TIME_SLOT_MESSAGES = {
  order: 'Each time slot must end after it starts',
  overlap: 'Time slots must not overlap',
} as const;

/** Spec 002 "Doctors": who sees patients, where, on which days and hours, for what fee. */
export const doctors = defineResource({
  ...RESOURCE_CATALOGUE.doctors,
  table: 'doctors',
  titleField: 'fullName',
  fields: {
    fullName: text({ label: 'Full Name', required: true, max: 150 }),
    licenseNumber: text({
      label: 'License Number',
      required: true,
      max: 60,
      unique: true,
      uniqueMessage: 'A doctor with this license number already exists',
    }),
    specialization: choice({ label: 'Specialization', required: true, options: DOCTOR_SPECIALIZATIONS }),
    clinic: reference({
      label: 'Clinic',
      resource: 'clinics',
      help: 'Where the doctor sees patients',
      missingLabel: 'Clinic not found',
      inUseMessage: 'This clinic has doctors and cannot be deleted.',
    }),
    experienceYears: integer({ label: 'Experience (years)', required: true, min: 0, max: 70 }),
    consultationFee: money({ label: 'Consultation Fee', required: true }),
    rating: decimal({ label: 'Rating', required: true, scale: 1, min: 0, max: 5, help: '0 to 5, in steps of 0.1' }),
    availableDays: choices({ label: 'Available Days', required: true, options: WEEK_DAYS, span: 'full' }),
    availableTimeSlots: rows({
      label: 'Available Time Slots',
      itemLabel: 'Time Slot',
      help: 'Hours of each available day; none: the clinic’s working hours',
      fields: {
        start: time({ label: 'Start', required: true }),
        end: time({ label: 'End', required: true }),
      },
      maxItems: 12,
    }),
    // Issue 24: the public site's Our Doctors shows only those marked, with their photo and specialty.
    showOnSite: boolean({ label: 'Shown on Website', required: true, default: false }),
    photo: files({ label: 'Photo', accept: IMAGE_FILE_TYPES, maxFiles: 1, maxBytes: 5 * 1024 * 1024 }),
  },
  rules: [
    {
      path: 'availableTimeSlots',
      message: TIME_SLOT_MESSAGES.order,
      when: (v) => timeSlotsOf(v.availableTimeSlots).some((s) => s.start >= s.end),
    },
    {
      path: 'availableTimeSlots',
      message: TIME_SLOT_MESSAGES.overlap,
      when: (v) => slotsOverlap(timeSlotsOf(v.availableTimeSlots)),
    },
  ],
  list: {
    columns: ['fullName', 'specialization', 'clinic', 'experienceYears', 'consultationFee', 'rating', 'availableDays'],
    search: ['fullName', 'licenseNumber'],
    filters: ['specialization', 'clinic', 'availableDays'],
    sortable: ['fullName', 'specialization', 'experienceYears', 'consultationFee', 'rating'],
    defaultSort: 'fullName',
    pageSize: 5,
    pageSizeOptions: [5, 10],
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete this doctor?',
    empty: 'No doctors found.',
    noneSelected: 'No doctor selected.',
    inUse: 'This doctor has appointments or other records and cannot be deleted.',
  },
  summary: {
    tiles: [
      { label: 'Total Doctors' },
      { label: 'Avg. Rating', avg: 'rating', decimals: 2 },
      { label: 'Avg. Experience', avg: 'experienceYears', decimals: 1 },
    ],
    charts: [
      { title: 'Doctors by specialization', type: 'pie', groupBy: 'specialization' },
      { title: 'Doctors per clinic', type: 'bar', groupBy: 'clinic' },
      { title: 'Doctors available per day', type: 'bar', groupBy: 'availableDays' },
    ],
  },
  sections: [
    {
      title: 'Profile',
      fields: ['fullName', 'licenseNumber', 'specialization', 'clinic', 'experienceYears', 'rating', 'consultationFee'],
    },
    { title: 'Availability', fields: ['availableDays', 'availableTimeSlots'] },
    { title: 'Website', fields: ['showOnSite', 'photo'] },
  ],
});
