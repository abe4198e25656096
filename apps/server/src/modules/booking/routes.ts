import { createHash, randomBytes } from 'node:crypto';
import {
  appointments,
  BOOKING_DURATION,
  BOOKING_HONEYPOT,
  BOOKING_MESSAGES,
  type BookingConfirmation,
  bookingConfirmationSchema,
  bookingOptionsSchema,
  bookingRequestSchema,
  bookingSlotsQuerySchema,
  bookingSlotsSchema,
  fromMinutes,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  toMinutes,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database, Rows } from '../../db/client.js';
import { HttpProblem, invalid } from '../../http/problem.js';
import { createRecord } from '../../resources/create.js';
import type { ResourceHooks } from '../../resources/hooks.js';
import { ResourceRepository } from '../../resources/repository.js';
import { isClash } from '../appointments/clash.js';
import { availabilityOf, clinicNow } from '../appointments/schedule.js';
import { matchOrCreatePatient } from './patient-match.js';

interface Deps {
  database: Database;
  config: Config;
  /** The appointment book's hooks: an online booking obeys the same rules as one made at the desk. */
  hooks: ResourceHooks | undefined;
}

const HOUR = 3_600_000;
const tags = ['booking'];
/** How long a submission can be repeated and get its first answer. */
const KEY_DAYS = 7;

type Booking = z.output<typeof bookingRequestSchema>;

const hashOf = (booking: Booking) => createHash('sha256').update(JSON.stringify(booking)).digest('hex');
/** A code to quote on the phone; random, so it says nothing of how many bookings there are. */
const newReference = () =>
  `BK-${randomBytes(5).readUIntBE(0, 5).toString(36).toUpperCase().padStart(6, '0').slice(-6)}`;

const slotTaken = () =>
  new HttpProblem(409, BOOKING_MESSAGES.slotTaken, [{ path: 'startTime', message: BOOKING_MESSAGES.slotTaken }]);
const slotUnavailable = () => invalid('startTime', BOOKING_MESSAGES.slotUnavailable);

/** The names a confirmation shows; an unknown doctor or clinic is the visitor's field error. */
async function namesOf(rows: Rows, booking: Pick<Booking, 'doctor' | 'clinic'>) {
  const [found] = await rows<{ doctorName: string | null; clinicName: string | null }>(sql`
    select (select full_name from doctors where id = ${booking.doctor}) as "doctorName",
           (select name from clinics where id = ${booking.clinic}) as "clinicName"`);
  if (!found?.doctorName) throw invalid('doctor', 'Doctor does not exist');
  if (!found.clinicName) throw invalid('clinic', 'Clinic does not exist');
  return { doctorName: found.doctorName, clinicName: found.clinicName };
}

/**
 * The public online booking (spec 000 §2.7): what a visitor may choose from,
 * the free slots, and the booking itself — idempotent, rate-limited, and
 * silent about who else is a patient or holds a slot.
 */
export const bookingRoutes: FastifyPluginAsyncZod<Deps> = async (app, { database, config, hooks }) => {
  const repo = new ResourceRepository(appointments);

  app.get(
    '/options',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Clinics and doctors a visitor may book with',
        description: 'Names, cities and specializations only: nothing private.',
        security: [],
        response: { 200: bookingOptionsSchema },
      },
    },
    async () => {
      const [clinics, doctors] = await Promise.all([
        database.rows<{ id: number; name: string; city: string | null }>(
          sql`select id::int as id, name, city from clinics order by name, id`,
        ),
        database.rows<{ id: number; fullName: string; specialization: string | null; clinic: number | null }>(
          sql`select id::int as id, full_name as "fullName", specialization, clinic::int as clinic
              from doctors order by full_name, id`,
        ),
      ]);
      return { clinics, doctors };
    },
  );

  app.get(
    '/slots',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Free times of a doctor at a clinic, for an online booking',
        description:
          `Visits of ${BOOKING_DURATION} minutes, one every ${BOOKING_DURATION}, that fit the doctor's days and ` +
          'hours at that clinic, its opening hours and the visits already booked (the same computation as ' +
          '`GET /api/availability`), from now on; only days with a free time are listed. None at a clinic ' +
          'the doctor does not work at. Unknown doctor or clinic: 422.',
        security: [],
        querystring: bookingSlotsQuerySchema,
        response: { 200: bookingSlotsSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { days } = await availabilityOf(database.rows, {
        ...q,
        duration: BOOKING_DURATION,
        step: BOOKING_DURATION,
      });
      return {
        duration: BOOKING_DURATION,
        days: days.filter((d) => d.slots.length > 0).map((d) => ({ date: d.date, slots: d.slots })),
      };
    },
  );

  /** The booking in one transaction with its key: a refused booking leaves no key behind. */
  const book = (key: string, booking: Booking): Promise<BookingConfirmation> =>
    database.transaction(async (rows) => {
      const hash = hashOf(booking);
      const claimed = await rows<{ key: string }>(sql`
        insert into booking_requests (key, request_hash, response) values (${key}, ${hash}, '{}'::jsonb)
        on conflict (key) do nothing returning key`);
      if (claimed.length === 0) {
        // The same submission again (or at the same moment, now committed): its first answer.
        const [prior] = await rows<{ hash: string; response: BookingConfirmation }>(
          sql`select request_hash as hash, response from booking_requests where key = ${key}`,
        );
        if (prior?.hash !== hash)
          throw new HttpProblem(422, BOOKING_MESSAGES.keyReused, [
            { path: IDEMPOTENCY_HEADER, message: BOOKING_MESSAGES.keyReused },
          ]);
        return prior.response;
      }
      const names = await namesOf(rows, booking);
      const end = toMinutes(booking.startTime) + BOOKING_DURATION;
      const now = await clinicNow(rows);
      const past = booking.date < now.date || (booking.date === now.date && booking.startTime <= now.time);
      if (past || end > 24 * 60) throw slotUnavailable();
      const endTime = fromMinutes(end);
      const patient = await matchOrCreatePatient(rows, booking);
      const visit = {
        patient,
        doctor: booking.doctor,
        clinic: booking.clinic,
        appointmentDate: booking.date,
        startTime: booking.startTime,
        endTime,
        appointmentType: booking.appointmentType,
        reasonForVisit: booking.reasonForVisit,
        email: booking.email ?? null,
        telephone: booking.telephone ?? null,
      };
      let stored: Record<string, unknown>;
      try {
        stored = await createRecord(rows, visit, {
          def: appointments,
          repo,
          hooks,
          user: null,
          serverValues: { source: 'Online' },
        });
      } catch (err) {
        // Outside the doctor's or the clinic's hours: the staff's 422 names more than a visitor should read.
        if (err instanceof HttpProblem && err.status === 422) throw slotUnavailable();
        throw err;
      }
      const response: BookingConfirmation = {
        reference: newReference(),
        date: booking.date,
        startTime: booking.startTime,
        endTime,
        appointmentType: booking.appointmentType,
        ...names,
      };
      await rows(sql`
        update booking_requests set response = ${JSON.stringify(response)}::jsonb, appointment_id = ${Number(stored.id)}
        where key = ${key}`);
      await rows(sql`delete from booking_requests where created_at < app_now() - make_interval(days => ${KEY_DAYS})`);
      return response;
    });

  app.post(
    '/',
    {
      config: { access: 'public', rateLimit: { max: config.bookingRatePerHour, timeWindow: HOUR }, problems: [409] },
      schema: {
        tags,
        summary: 'Book a visit from the public site',
        description:
          `Header \`Idempotency-Key\` (16-100 letters, digits or dashes) is required: sending the same body with ` +
          `the same key again answers the first booking again (201) and books nothing more; the same key with ` +
          `another body is a 422. A refused booking stores no key, so the same key may be sent again with another ` +
          `time. The visitor is matched to a live patient of the same name with the same email or telephone, or ` +
          `becomes a new patient (blood type Unknown); the answer is the same either way. The visit lasts ` +
          `${BOOKING_DURATION} minutes, is Scheduled, Unconfirmed and marked Online, and obeys the same rules as ` +
          `a booking at the desk: a taken time is a 409, a time outside the doctor's or clinic's hours or in the ` +
          `past a 422, neither naming anyone. Limited per address (BOOKING_RATE_PER_HOUR).`,
        security: [],
        body: bookingRequestSchema,
        response: { 201: bookingConfirmationSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_HEADER]);
      if (!key.success)
        throw new HttpProblem(400, BOOKING_MESSAGES.keyMissing, [
          { path: IDEMPOTENCY_HEADER, message: BOOKING_MESSAGES.keyMissing },
        ]);
      const { [BOOKING_HONEYPOT]: trap, ...booking } = request.body;
      if (trap?.trim()) {
        // A robot: an answer like a person's, and nothing stored.
        const end = Math.min(toMinutes(booking.startTime) + BOOKING_DURATION, 24 * 60 - 1);
        return reply.status(201).send({
          reference: newReference(),
          date: booking.date,
          startTime: booking.startTime,
          endTime: fromMinutes(end),
          appointmentType: booking.appointmentType,
          doctorName: '',
          clinicName: '',
        });
      }
      try {
        return reply.status(201).send(await book(key.data, booking as Booking));
      } catch (err) {
        if (isClash(err)) throw slotTaken();
        throw err;
      }
    },
  );
};
