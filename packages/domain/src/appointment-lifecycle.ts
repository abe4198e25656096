/**
 * The appointment book's plain values: the lifecycle of a visit, its types and sources, and the
 * words and colours of each status. No schemas here: the dashboard's first screen reads these
 * without loading the validation library (the schemas are in appointments.ts).
 */

/** The lifecycle of a visit. Cancelled and No-Show free the doctor's time. */
export const APPOINTMENT_STATUSES = [
  'Scheduled',
  'Confirmed',
  'Arrived',
  'In Chair',
  'Completed',
  'Cancelled',
  'No-Show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Spec 000 §4: In-Person by default; the landing dialog also offers Telemedicine. */
export const APPOINTMENT_TYPES = ['In-Person', 'Telemedicine'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** Who booked the visit: the clinic's staff, or a visitor on the public site (`/book-appointment`). */
export const BOOKING_SOURCES = ['Front Desk', 'Online'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** Whether the patient confirmed the visit; a new booking, or a moved one, is Unconfirmed. */
export const CONFIRMATION_STATUSES = ['Unconfirmed', 'Confirmed'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

/** What a patient answered through a reminder's link (issue 25). */
export const PATIENT_ANSWERS = ['Confirmed', 'Cancelled'] as const;
export type PatientAnswer = (typeof PATIENT_ANSWERS)[number];

/** Statuses that no longer hold the doctor's time: the book's overlap rule ignores them. */
export const RELEASED_STATUSES = ['Cancelled', 'No-Show'] as const satisfies readonly AppointmentStatus[];

/** Statuses of a visit still to happen or happening (what the notifications list). */
export const LIVE_STATUSES = [
  'Scheduled',
  'Confirmed',
  'Arrived',
  'In Chair',
] as const satisfies readonly AppointmentStatus[];

/** Statuses in which the visit may still be moved to another time, doctor or clinic. */
export const MOVABLE_STATUSES = ['Scheduled', 'Confirmed'] as const satisfies readonly AppointmentStatus[];

/**
 * The allowed moves of the lifecycle, used by the server (which refuses the
 * others) and the detail page (which offers these). A cancelled visit can be
 * reinstated and a missed one can still arrive late, if the time is still free.
 */
export const STATUS_MOVES: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  Scheduled: ['Confirmed', 'Arrived', 'Cancelled', 'No-Show'],
  Confirmed: ['Arrived', 'Cancelled', 'No-Show'],
  Arrived: ['In Chair', 'Cancelled'],
  'In Chair': ['Completed'],
  Completed: [],
  Cancelled: ['Scheduled'],
  'No-Show': ['Arrived'],
};

/** Moves that need the day of the visit to have come: nobody arrives at, or misses, a visit next week. */
export const SAME_DAY_STATUSES: readonly AppointmentStatus[] = ['Arrived', 'In Chair', 'Completed', 'No-Show'];

export const canMoveStatus = (from: AppointmentStatus, to: AppointmentStatus): boolean =>
  STATUS_MOVES[from].includes(to);

/** The button that makes each move, by the status it leads to (English, i18n keys). */
export const STATUS_ACTIONS: Readonly<Record<AppointmentStatus, string>> = {
  Scheduled: 'Reinstate',
  Confirmed: 'Confirm',
  Arrived: 'Mark Arrived',
  'In Chair': 'Seat in Chair',
  Completed: 'Complete',
  Cancelled: 'Cancel Appointment',
  'No-Show': 'Mark No-Show',
};

export const STATUS_COLORS = {
  Scheduled: 'info',
  Confirmed: 'primary',
  Arrived: 'secondary',
  'In Chair': 'warning',
  Completed: 'success',
  Cancelled: 'default',
  'No-Show': 'error',
} as const;

export const APPOINTMENT_MESSAGES = {
  endAfterStart: 'End Time must be after Start Time',
  clash: 'The doctor already has an appointment at that time',
  overrideAdminOnly: 'Only an administrator can book outside working hours',
  notMovable: 'Only a Scheduled or Confirmed appointment can be moved to another time, doctor or clinic',
  tooEarly: 'This cannot be recorded before the day of the appointment',
  archivedPatient: 'This patient is archived: restore the patient first',
} as const;
