import {
  appointments,
  MOVABLE_STATUSES,
  REMINDER_MESSAGES,
  type VisitLink,
  type VisitLinkAction,
  visitLinkCancelSchema,
  visitLinkSchema,
  visitLinkTokenParamSchema,
  wallMinutes,
  wallMinutesOf,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Database, Rows } from '../../db/client.js';
import { HttpProblem } from '../../http/problem.js';
import { ResourceRepository } from '../../resources/repository.js';
import { applyStatusMove } from '../appointments/status.js';
import { visitLinks } from './mail.js';
import { hashLinkToken } from './tokens.js';

interface Deps {
  database: Database;
  config: Config;
  clock: () => Date;
}

interface LinkRow {
  id: number;
  appointment: number;
  visitDate: string;
  visitStart: string;
  visitEnd: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  date: string;
  start: string;
  status: string;
  archived: boolean;
  doctor: number;
  clinic: number | null;
  clinicName: string;
}

const HOUR = 3_600_000;
const tags = ['reminders'];
/** The visit's patient, as the status history names who moved it through a link. */
const PATIENT = 'Patient';

const gone = (message: string) => new HttpProblem(410, message);

/**
 * The reminder a token belongs to, locked for this transaction, if it still works: unknown → 404;
 * a visit over (by the app's clock), moved to another time, or archived → 410.
 */
async function linkOf(rows: Rows, token: string, now: Date): Promise<LinkRow> {
  const [link] = await rows<LinkRow>(sql`
    select r.id::int as id, r.appointment_id::int as appointment, r.visit_date as "visitDate",
           to_char(r.visit_start, 'HH24:MI') as "visitStart", to_char(r.visit_end, 'HH24:MI') as "visitEnd",
           r.confirmed_at::text as "confirmedAt", r.cancelled_at::text as "cancelledAt",
           a.appointment_date as date, to_char(a.start_time, 'HH24:MI') as start, a.status,
           a.archived_at is not null as archived, a.doctor::int as doctor, a.clinic::int as clinic,
           coalesce(c.name, '') as "clinicName"
    from appointment_reminders r
    join appointments a on a.id = r.appointment_id
    left join clinics c on c.id = a.clinic
    where r.token_hash = ${hashLinkToken(token)}
    for update of r`);
  if (!link) throw new HttpProblem(404, REMINDER_MESSAGES.unknownLink);
  if (wallMinutes(link.visitDate, link.visitEnd) <= wallMinutesOf(now)) throw gone(REMINDER_MESSAGES.expired);
  if (link.archived) throw gone(REMINDER_MESSAGES.cancelled);
  if (link.date !== link.visitDate || link.start !== link.visitStart) throw gone(REMINDER_MESSAGES.moved);
  return link;
}

const live = (link: LinkRow) =>
  link.cancelledAt === null && (MOVABLE_STATUSES as readonly string[]).includes(link.status);

function actionsOf(link: LinkRow): VisitLinkAction[] {
  if (!live(link)) return [];
  return [...(link.status === 'Scheduled' && link.confirmedAt === null ? ['confirm' as const] : []), 'cancel', 'reschedule'];
}

/**
 * The links of appointment reminders (issue 25), public: a token shows its
 * visit's day, time and clinic and nothing else, and confirms or cancels that
 * visit once. Rate-limited per address like the online booking.
 */
export const visitLinkRoutes: FastifyPluginAsyncZod<Deps> = async (app, { database, config, clock }) => {
  const repo = new ResourceRepository(appointments);
  const limit = { max: config.bookingRatePerHour, timeWindow: HOUR };
  const base = (request: { protocol: string; host: string }) =>
    config.publicUrl ?? `${request.protocol}://${request.host}`;

  const view = (link: LinkRow, origin: string): VisitLink => ({
    date: link.date,
    startTime: link.start,
    clinicName: link.clinicName,
    confirmed: link.status === 'Confirmed',
    cancelled: link.status === 'Cancelled',
    actions: actionsOf(link),
    rescheduleUrl: visitLinks(origin, '', link).rescheduleLink,
  });

  app.get(
    '/:token',
    {
      config: { access: 'public', rateLimit: limit, problems: [404, 410] },
      schema: {
        tags,
        summary: 'What a reminder link shows',
        description:
          'The visit’s day, start time and clinic, whether it is confirmed or cancelled, and what the link may ' +
          'still do. Unknown token: 404; the visit over, moved or archived: 410. Nothing of the patient.',
        security: [],
        params: visitLinkTokenParamSchema,
        response: { 200: visitLinkSchema },
      },
    },
    async (request) =>
      database.transaction(async (rows) => view(await linkOf(rows, request.params.token, clock()), base(request))),
  );

  app.post(
    '/:token/confirm',
    {
      config: { access: 'public', rateLimit: limit, problems: [404, 409, 410] },
      schema: {
        tags,
        summary: 'Confirm the visit from a reminder link',
        description:
          'Once per link: the visit becomes Confirmed, recorded as by the patient in its status history. A ' +
          'visit already confirmed or cancelled, or a link already used to confirm: 409.',
        security: [],
        params: visitLinkTokenParamSchema,
        response: { 200: visitLinkSchema },
      },
    },
    async (request) =>
      database.transaction(async (rows) => {
        const link = await linkOf(rows, request.params.token, clock());
        if (link.confirmedAt !== null) throw new HttpProblem(409, REMINDER_MESSAGES.used);
        if (!live(link)) throw new HttpProblem(409, REMINDER_MESSAGES.cancelled);
        if (link.status !== 'Scheduled') throw new HttpProblem(409, REMINDER_MESSAGES.alreadyConfirmed);
        await rows(sql`update appointment_reminders set confirmed_at = app_now() where id = ${link.id}`);
        await applyStatusMove(
          rows,
          repo,
          link.appointment,
          { status: 'Confirmed', note: REMINDER_MESSAGES.confirmedByPatient, by: PATIENT },
          null,
        );
        return view({ ...link, status: 'Confirmed', confirmedAt: 'now' }, base(request));
      }),
  );

  app.post(
    '/:token/cancel',
    {
      config: { access: 'public', rateLimit: limit, problems: [404, 409, 410] },
      schema: {
        tags,
        summary: 'Cancel the visit from a reminder link',
        description:
          'Once per link, with the patient’s reason: the visit becomes Cancelled (its time is free for ' +
          'another booking), recorded as by the patient with the reason. A visit already cancelled, or past ' +
          'its Confirmed stage: 409.',
        security: [],
        params: visitLinkTokenParamSchema,
        body: visitLinkCancelSchema,
        response: { 200: visitLinkSchema },
      },
    },
    async (request) =>
      database.transaction(async (rows) => {
        const link = await linkOf(rows, request.params.token, clock());
        if (link.cancelledAt !== null) throw new HttpProblem(409, REMINDER_MESSAGES.used);
        if (!live(link)) throw new HttpProblem(409, REMINDER_MESSAGES.cancelled);
        await rows(sql`update appointment_reminders set cancelled_at = app_now() where id = ${link.id}`);
        await applyStatusMove(
          rows,
          repo,
          link.appointment,
          { status: 'Cancelled', note: `${REMINDER_MESSAGES.cancelledByPatient}: ${request.body.reason}`, by: PATIENT },
          null,
        );
        return view({ ...link, status: 'Cancelled', cancelledAt: 'now' }, base(request));
      }),
  );
};
