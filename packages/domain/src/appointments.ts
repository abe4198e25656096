import { z } from 'zod';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  BOOKING_SOURCES,
  CONFIRMATION_STATUSES,
  PATIENT_ANSWERS,
  RELEASED_STATUSES,
  STATUS_COLORS,
} from './appointment-lifecycle.js';
import { daysBetween } from './availability.js';
import {
  boolean,
  choice,
  date,
  datetime,
  email,
  isBlank,
  isoDate,
  longText,
  phone,
  recordIdList,
  reference,
  text,
  time,
  url,
} from './fields.js';
import { asapOfferSchema } from './recall.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Spec 000 §3 "Appointment", one name per field: the booking form's
 * patientId/doctorId/clinicLocationId/appointmentDate/startTime/endTime/
 * appointmentType/reasonForVisit/notes, the grid's problem (the reason), and
 * the contact phone and email (copied from the patient when left empty).
 * Dates and times are the clinic's wall clock. The status moves through
 * `POST /api/appointments/:id/status` only.
 */
export const appointments = defineResource({
  ...RESOURCE_CATALOGUE.appointments,
  table: 'appointments',
  titleField: 'reasonForVisit',
  archivable: true,
  // The database refuses a second live appointment of a doctor at the same time, whoever wins the race.
  noOverlap: {
    key: 'doctor',
    date: 'appointmentDate',
    start: 'startTime',
    end: 'endTime',
    unless: { field: 'status', in: RELEASED_STATUSES },
  },
  // A calendar reads one clinic's, or some doctors', appointments over a range of days.
  indexes: [
    ['clinic', 'appointmentDate', 'startTime'],
    ['doctor', 'appointmentDate', 'startTime'],
  ],
  fields: {
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    doctor: reference({
      label: 'Doctor',
      resource: 'doctors',
      required: true,
      missingLabel: 'Doctor not found',
      inUseMessage: 'This doctor has appointments and cannot be deleted.',
    }),
    clinic: reference({
      label: 'Clinic',
      resource: 'clinics',
      required: true,
      missingLabel: 'Clinic not found',
      inUseMessage: 'This clinic has appointments and cannot be deleted.',
    }),
    appointmentDate: date({ label: 'Date', required: true }),
    startTime: time({ label: 'Start Time', required: true }),
    endTime: time({ label: 'End Time', required: true }),
    appointmentType: choice({
      label: 'Type',
      required: true,
      options: APPOINTMENT_TYPES,
      default: 'In-Person',
      colors: { 'In-Person': 'default', Telemedicine: 'info' },
    }),
    reasonForVisit: text({ label: 'Reason for Visit', required: true, max: 300, span: 'full' }),
    notes: longText({ label: 'Notes', max: 2000 }),
    telephone: phone({ label: 'Telephone', help: 'Left empty: the patient’s telephone' }),
    email: email({ label: 'Email', help: 'Left empty: the patient’s email' }),
    status: choice({
      label: 'Status',
      required: true,
      options: APPOINTMENT_STATUSES,
      default: 'Scheduled',
      readOnly: true,
      colors: STATUS_COLORS,
    }),
    confirmation: choice({
      label: 'Confirmation',
      required: true,
      options: CONFIRMATION_STATUSES,
      default: 'Unconfirmed',
      readOnly: true,
      colors: { Unconfirmed: 'warning', Confirmed: 'success' },
    }),
    source: choice({
      label: 'Booked',
      required: true,
      options: BOOKING_SOURCES,
      default: 'Front Desk',
      readOnly: true,
      colors: { 'Front Desk': 'default', Online: 'secondary' },
    }),
    reminderSentAt: datetime({
      label: 'Reminder Sent',
      readOnly: true,
      help: 'When the last reminder for this time was queued (Settings → Reminder Rules)',
    }),
    patientAnswer: choice({
      label: 'Patient Answer',
      options: PATIENT_ANSWERS,
      readOnly: true,
      colors: { Confirmed: 'success', Cancelled: 'default' },
      help: 'What the patient did with the link of a reminder',
    }),
    meetingLink: url({
      label: 'Meeting Link',
      readOnly: true,
      help: 'Made by the server for a Telemedicine visit: an unguessable room on the video service',
    }),
    // Booked from the recall list (issue 25): the dashboard counts visits booked from recall.
    recallType: reference({
      label: 'Booked From Recall',
      resource: 'recall-types',
      missingLabel: 'Recall type not found',
      help: 'The recall this visit answers, when booked from the recall list',
    }),
    outsideHours: boolean({
      label: 'Outside Working Hours',
      default: false,
      help: 'Administrators only: book even though the doctor or the clinic is not working then (recorded in the history)',
    }),
  },
  rules: [
    {
      path: 'endTime',
      message: APPOINTMENT_MESSAGES.endAfterStart,
      when: (v) =>
        typeof v.startTime === 'string' &&
        typeof v.endTime === 'string' &&
        TIME.test(v.startTime) &&
        TIME.test(v.endTime) &&
        v.endTime <= v.startTime,
    },
  ],
  list: {
    createLabel: 'New Appointment',
    columns: [
      'patient',
      'appointmentDate',
      'email',
      'telephone',
      'reasonForVisit',
      'doctor',
      'status',
      'startTime',
      'reminderSentAt',
      'patientAnswer',
    ],
    search: ['patient', 'reasonForVisit', 'telephone', 'email'],
    filters: ['doctor', 'clinic', 'status', 'confirmation', 'patientAnswer', 'appointmentType', 'source', 'patient'],
    sortable: ['appointmentDate', 'startTime', 'status'],
    defaultSort: '-appointmentDate,startTime',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20, 50],
    idColumn: 'ID',
    headers: { startTime: 'Time', reasonForVisit: 'Problem' },
    timestamps: { createdAt: 'Created', updatedAt: 'Updated' },
    dateRange: 'appointmentDate',
    views: [
      { name: 'today', label: 'Today', where: [{ field: 'appointmentDate', op: 'eq', today: true }] },
      { name: 'upcoming', label: 'Upcoming', where: [{ field: 'appointmentDate', op: 'gte', today: true }] },
    ],
  },
  messages: {
    created: 'Appointment booked.',
    updated: 'Appointment updated.',
    confirmDelete: 'Archive this appointment? It leaves the book and can be restored later.',
    deleted: 'Appointment archived.',
    restored: 'Appointment restored.',
    empty: 'No appointments found.',
    noneSelected: 'No appointment selected.',
  },
  sections: [
    { title: 'Visit', fields: ['patient', 'doctor', 'clinic', 'appointmentType', 'meetingLink', 'reasonForVisit'] },
    { title: 'When', fields: ['appointmentDate', 'startTime', 'endTime', 'outsideHours'] },
    { title: 'Status', fields: ['status', 'confirmation', 'source', 'recallType', 'reminderSentAt', 'patientAnswer'] },
    { title: 'Contact', fields: ['telephone', 'email'] },
    { title: 'Notes', fields: ['notes'] },
  ],
  summary: {
    tiles: [
      { label: 'Total Appointments' },
      { label: 'Upcoming', where: { field: 'status', in: ['Scheduled', 'Confirmed'] } },
      { label: 'Completed', where: { field: 'status', in: ['Completed'] } },
      { label: 'Cancelled or missed', where: { field: 'status', in: ['Cancelled', 'No-Show'] } },
    ],
    charts: [
      { title: 'Appointments by status', type: 'pie', groupBy: 'status' },
      { title: 'Appointments per doctor', type: 'bar', groupBy: 'doctor' },
      { title: 'Appointments by type', type: 'pie', groupBy: 'appointmentType' },
    ],
  },
});

/** The appointment's contact, taken from the patient when none was typed. */
export function contactFromPatient(
  values: Readonly<Record<string, unknown>>,
  patient: { telephone?: unknown; email?: unknown },
): { telephone: unknown; email: unknown } {
  return {
    telephone: isBlank(values.telephone) ? (patient.telephone ?? null) : values.telephone,
    email: isBlank(values.email) ? (patient.email ?? null) : values.email,
  };
}

const idList = (max: number) => recordIdList(max).transform((s) => s.split(',').map(Number));

const dateParam = (name: string) => isoDate(`${name} must be a date (YYYY-MM-DD)`, `${name} is required`);

/** `POST /api/appointments/:id/status`: the lifecycle move. */
export const statusMoveSchema = z.strictObject({
  status: z.enum(APPOINTMENT_STATUSES, `status must be one of: ${APPOINTMENT_STATUSES.join(', ')}`),
  /** Why (a cancellation's reason), kept in the status history. */
  note: z.string().trim().max(500, 'note must be at most 500 characters').optional(),
  /** The version the client saw; a newer one stored is a 409. */
  version: z.number().int().positive().optional(),
});

export const statusChangeSchema = z.object({
  id: z.number().int(),
  fromStatus: z.enum(APPOINTMENT_STATUSES).nullable(),
  toStatus: z.enum(APPOINTMENT_STATUSES),
  at: z.string(),
  username: z.string().nullable(),
  note: z.string().nullable(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** A clashing appointment, as a 409 names it. */
export const clashSchema = z.object({
  id: z.number().int(),
  patient: z.number().int(),
  patientName: z.string().nullable(),
  doctor: z.number().int(),
  appointmentDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
});
export type AppointmentClash = z.infer<typeof clashSchema>;

/** A free slot: a day and the times of a visit. */
export const slotSchema = z.object({ date: z.string(), start: z.string(), end: z.string() });
export type FreeSlot = z.infer<typeof slotSchema>;

/** Extension members of the problem of a refused booking (409 clash, 422 outside hours). */
export interface BookingProblemExtras {
  clash?: AppointmentClash;
  /** The first slot of the same length the doctor has free from the asked time on, within 4 weeks. */
  nextFree?: FreeSlot | null;
}

/** `GET /api/availability`. */
export const availabilityQuerySchema = z
  .strictObject({
    doctor: z.coerce.number({ error: 'doctor is required' }).int().positive('doctor is required'),
    clinic: z.coerce.number().int().positive().optional(),
    from: dateParam('from'),
    to: dateParam('to'),
    duration: z.coerce.number().int().min(5, 'duration is at least 5 minutes').max(480).default(30),
    step: z.coerce.number().int().min(5).max(240).optional(),
    /** Ignore this appointment's own time (when moving it). */
    exclude: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to must not be before from' })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) <= 62, {
    path: ['to'],
    message: 'At most 62 days at once',
  });

const timeSlotSchema = z.object({ start: z.string(), end: z.string() });
export const availabilityResponseSchema = z.object({
  doctor: z.number().int(),
  clinic: z.number().int().nullable(),
  duration: z.number().int(),
  /** The clinic's date and time when computed: nothing earlier is offered. */
  now: z.object({ date: z.string(), time: z.string() }),
  days: z.array(
    z.object({
      date: z.string(),
      weekDay: z.string(),
      working: z.array(timeSlotSchema),
      free: z.array(timeSlotSchema),
      slots: z.array(timeSlotSchema),
    }),
  ),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** `GET /api/appointments/calendar`: one clinic's or some doctors' appointments over a range, for calendars. */
export const calendarQuerySchema = z
  .strictObject({
    from: dateParam('from'),
    to: dateParam('to'),
    clinic: z.coerce.number().int().positive().optional(),
    doctor: idList(50).optional(),
    status: z
      .string()
      .transform((s) => s.split(','))
      .pipe(z.array(z.enum(APPOINTMENT_STATUSES, `status: choose from ${APPOINTMENT_STATUSES.join(', ')}`)))
      .optional(),
    appointmentType: z.enum(APPOINTMENT_TYPES).optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to must not be before from' })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) <= 92, {
    path: ['to'],
    message: 'At most 92 days at once',
  });

export const calendarItemSchema = z.object({
  id: z.number().int(),
  patient: z.number().int(),
  patientName: z.string().nullable(),
  doctor: z.number().int(),
  doctorName: z.string().nullable(),
  clinic: z.number().int(),
  clinicName: z.string().nullable(),
  appointmentDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  confirmation: z.enum(CONFIRMATION_STATUSES),
  appointmentType: z.enum(APPOINTMENT_TYPES),
  reasonForVisit: z.string(),
  source: z.enum(BOOKING_SOURCES),
  /** A Telemedicine visit's room on the video service. */
  meetingLink: z.string().nullable(),
  /** For a move from the calendar (PATCH with the version it was read at). */
  version: z.number().int(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const CALENDAR_LIMIT = 5000;
export const calendarResponseSchema = z.object({
  items: z.array(calendarItemSchema),
  /** More than CALENDAR_LIMIT matched: narrow the range or the doctors. */
  truncated: z.boolean(),
});

/** `GET /api/appointments/count`: spec 000 §3 names the field `appointement`. */
export const appointmentCountSchema = z.object({ appointement: z.number().int() });

/** `GET /api/appointments/counts`: per day and status, for the dashboard. */
export const countsQuerySchema = z
  .strictObject({
    from: dateParam('from'),
    to: dateParam('to'),
    clinic: z.coerce.number().int().positive().optional(),
    doctor: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to must not be before from' })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) <= 366, {
    path: ['to'],
    message: 'At most 366 days at once',
  });

const byStatusSchema = z.record(z.string(), z.number().int());
export const countsResponseSchema = z.object({
  total: z.number().int(),
  byStatus: byStatusSchema,
  byDay: z.array(z.object({ date: z.string(), total: z.number().int(), byStatus: byStatusSchema })),
});
export type AppointmentCounts = z.infer<typeof countsResponseSchema>;

/** `GET /api/appointments/notifications`: what the header's bell lists. */
export const notificationsQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(0).max(31).default(7),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const notificationItemSchema = z.object({
  id: z.number().int(),
  patientName: z.string().nullable(),
  doctorName: z.string().nullable(),
  appointmentDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  confirmation: z.enum(CONFIRMATION_STATUSES),
  /** Booked on the public site, or at the front desk. */
  source: z.enum(BOOKING_SOURCES),
  /** Booked in the last 24 hours and not yet confirmed. */
  isNew: z.boolean(),
  /** To confirm it from the menu with the version it was read at. */
  version: z.number().int(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;
export const notificationsResponseSchema = z.object({
  /** The clinic's date. */
  today: z.string(),
  /**
   * The clinic the signed-in user works at (their staff record's), whose
   * visits alone are listed and counted; null: every clinic's.
   */
  clinic: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Visits still to come (or under way) from now to `days` days ahead, the soonest first. */
  items: z.array(notificationItemSchema),
  /** Bookings from the public site still to confirm, from today on, the latest booked first (at most 10). */
  online: z.array(notificationItemSchema),
  /** How many there are today, and in the whole window. */
  todayCount: z.number().int(),
  total: z.number().int(),
  /**
   * Bookings of the last 24 hours not yet confirmed, for a day after today
   * (today's are in todayCount): todayCount + newCount is what needs a look.
   */
  newCount: z.number().int(),
  /** Times freed by a cancelled or moved visit, with the ASAP list's patients who fit them (issue 25). */
  asapOffers: z.array(asapOfferSchema),
});
export type AppointmentNotifications = z.infer<typeof notificationsResponseSchema>;
