import { visitLinkCancelSchema, visitLinkSchema, visitLinkTokenParamSchema } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { cancelByPatient, confirmByPatient, linkOf, linkView } from './answers.js';

interface Deps {
  database: Database;
  config: Config;
  clock: () => Date;
}

const HOUR = 3_600_000;
const tags = ['reminders'];

/**
 * The links of appointment reminders (issue 25), public: a token shows its
 * visit's day, time and clinic and nothing else, and confirms or cancels that
 * visit once. Rate-limited per address like the online booking.
 */
export const visitLinkRoutes: FastifyPluginAsyncZod<Deps> = async (app, { database, config, clock }) => {
  const limit = { max: config.bookingRatePerHour, timeWindow: HOUR };

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
    (request) => database.transaction(async (rows) => linkView(await linkOf(rows, request.params.token, clock()))),
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
    (request) =>
      database.transaction(async (rows) => confirmByPatient(rows, await linkOf(rows, request.params.token, clock()))),
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
    (request) =>
      database.transaction(async (rows) =>
        cancelByPatient(rows, await linkOf(rows, request.params.token, clock()), request.body.reason),
      ),
  );
};
