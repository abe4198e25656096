import { appointments, availabilityQuerySchema, availabilityResponseSchema } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { availabilityOf } from './schedule.js';

/**
 * `GET /api/availability`: a doctor's free time at a clinic, day by day,
 * computed by the domain's `availability` from the doctor's days and slots,
 * the clinic's opening hours and the appointments already booked.
 */
export const availabilityRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/',
    {
      config: { access: appointments.permissions.read ?? 'signedIn' },
      schema: {
        tags: [appointments.name],
        summary: 'Free slots of a doctor at a clinic',
        description:
          'For each day from `from` to `to` (at most 62): when the doctor works there (`working`: the doctor’s ' +
          'slots cut to the clinic’s opening hours), what no appointment holds (`free`), and visits of ' +
          '`duration` minutes that fit, one every `step` minutes (`slots`). `clinic` defaults to the doctor’s; ' +
          '`exclude` ignores one appointment (the one being moved). Nothing before now is offered.',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { clinic, now, days } = await availabilityOf(database.rows, q);
      return { doctor: q.doctor, clinic, duration: q.duration, now, days };
    },
  );
};
