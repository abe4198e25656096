import { z } from 'zod';
import { APPOINTMENT_TYPES } from './appointment-lifecycle.js';
import { appointments } from './appointments.js';
import { daysBetween } from './availability.js';
import { clockTime, fieldSchema, isBlank, isoDate } from './fields.js';
import { patients } from './patients.js';

/**
 * The public online booking (`/book-appointment`, spec 000 §2.7): a visitor
 * picks a clinic, a doctor and a free slot from real availability, and says
 * who they are. The server matches an existing patient or creates one, and
 * books the slot as Scheduled and Unconfirmed, marked Online. It never tells
 * the visitor whether they were already a patient, nor who holds a taken slot.
 */

/** Every online booking lasts this long (minutes): the slots offered are of this length. */
export const BOOKING_DURATION = 30;
/** How far ahead a visitor may look in one request, in days. */
export const BOOKING_RANGE_DAYS = 31;
/** The hidden field robots fill in and people do not. */
export const BOOKING_HONEYPOT = 'website';
/** Spec 000 §7's messages, and what the server answers. */
export const BOOKING_MESSAGES = {
  booked: 'Appointment booked! Keep the reference below; the clinic will confirm your visit.',
  failed: 'Failed to book appointment. Please try again.',
  optionsFailed: 'Failed to load select options.',
  slotTaken: 'That time has just been taken. Please choose another one.',
  slotUnavailable: 'That time is not available. Please choose another one.',
  contactNeeded: 'Give an email or a telephone number so the clinic can reach you',
  keyReused: 'This booking request was already used for a different booking. Reload the page and try again.',
  keyMissing: 'The Idempotency-Key header is required: 16 to 100 letters, digits or dashes',
  noSlots: 'No free time in these days. Try other dates or another doctor.',
} as const;

/** `GET /api/booking/options`: what a visitor may choose from, and nothing private. */
export const bookingOptionsSchema = z.object({
  clinics: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() })),
  doctors: z.array(
    z.object({
      id: z.number().int(),
      fullName: z.string(),
      specialization: z.string().nullable(),
      /** The doctor's own clinic; null: any clinic. */
      clinic: z.number().int().nullable(),
    }),
  ),
});
export type BookingOptions = z.infer<typeof bookingOptionsSchema>;

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} is required` })
    .int()
    .positive(`${name} is required`);

/** `GET /api/booking/slots`: the free slots of one doctor at one clinic. */
export const bookingSlotsQuerySchema = z
  .strictObject({
    doctor: positiveId('doctor'),
    clinic: positiveId('clinic'),
    from: isoDate('from must be a date (YYYY-MM-DD)', 'from is required'),
    to: isoDate('to must be a date (YYYY-MM-DD)', 'to is required'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to must not be before from' })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) < BOOKING_RANGE_DAYS, {
    path: ['to'],
    message: `At most ${BOOKING_RANGE_DAYS} days at once`,
  });

const slotTimesSchema = z.object({ start: z.string(), end: z.string() });
export const bookingSlotsSchema = z.object({
  duration: z.number().int(),
  /** Days in the range with at least one free slot, in order. */
  days: z.array(z.object({ date: z.string(), slots: z.array(slotTimesSchema) })),
});
export type BookingSlots = z.infer<typeof bookingSlotsSchema>;

/** `POST /api/booking`: the visit and who the visitor is. */
export const bookingRequestSchema = z
  .strictObject({
    // Named as the form labels them: the message shows under the field ("Clinic is required").
    clinic: positiveId('Clinic'),
    doctor: positiveId('Doctor'),
    date: isoDate('Date must be a date (YYYY-MM-DD)', 'Date is required'),
    startTime: clockTime('Start Time must be a time (HH:MM)', 'Start Time is required'),
    appointmentType: z.enum(APPOINTMENT_TYPES).default('In-Person'),
    // The same rules as the patient's and the appointment's own fields.
    fullName: fieldSchema(patients.fields.fullName) as z.ZodType<string>,
    email: (fieldSchema(appointments.fields.email) as z.ZodType<string | null>).optional(),
    telephone: (fieldSchema(appointments.fields.telephone) as z.ZodType<string | null>).optional(),
    reasonForVisit: fieldSchema(appointments.fields.reasonForVisit) as z.ZodType<string>,
    [BOOKING_HONEYPOT]: z.string().max(200).optional(),
  })
  .refine((b) => !isBlank(b.email) || !isBlank(b.telephone), {
    path: ['email'],
    message: BOOKING_MESSAGES.contactNeeded,
  });
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** What a booking answers (201), the same for a new and a known patient, and for a repeated submission. */
export const bookingConfirmationSchema = z.object({
  /** A short code the visitor can quote when calling the clinic. */
  reference: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  appointmentType: z.enum(APPOINTMENT_TYPES),
  doctorName: z.string(),
  clinicName: z.string(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

const icsText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const icsTime = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;

/**
 * The booked visit as an iCalendar event (RFC 5545) for the visitor's own
 * calendar: the clinic's wall-clock times (floating, as the clinic states
 * them), the doctor and clinic, and the reference to quote.
 */
export function bookingIcs(c: BookingConfirmation, stamp: Date): string {
  const utc = `${stamp.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chairside//Online booking//EN',
    'BEGIN:VEVENT',
    `UID:${icsText(c.reference)}@chairside`,
    `DTSTAMP:${utc}`,
    `DTSTART:${icsTime(c.date, c.startTime)}`,
    `DTEND:${icsTime(c.date, c.endTime)}`,
    `SUMMARY:${icsText(`Dental visit, ${c.clinicName}`)}`,
    `LOCATION:${icsText(c.clinicName)}`,
    `DESCRIPTION:${icsText(`${c.doctorName} · ${c.appointmentType} · Reference ${c.reference}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** The idempotency key a client sends: generated once per form, kept across retries. */
export const idempotencyKeySchema = z
  .string({ error: BOOKING_MESSAGES.keyMissing })
  .regex(/^[A-Za-z0-9-]{16,100}$/, BOOKING_MESSAGES.keyMissing);
