import { chartQuerySchema, chartResponseSchema, idParamSchema, patients, today } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/problem.js';
import { readChart } from './state.js';

/** The dental chart of a patient, drawn from their chart entries in one request. */
export const chartRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/:id/chart',
    {
      config: { access: patients.permissions.read ?? 'signedIn' },
      schema: {
        tags: ['chart-entries'],
        summary: "A patient's dental chart now",
        description:
          'Each charted tooth with its whole-tooth condition, the latest finding per surface, whether it is gone, ' +
          'and what is planned on it; teeth per condition; how many entries the history holds. Computed from the ' +
          'chart entries (latest per tooth and surface); archived entries are left out. `asOf` draws it as it was ' +
          'at the end of a past day.',
        params: idParamSchema,
        querystring: chartQuerySchema,
        response: { 200: chartResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const chart = await readChart(database.rows, id, request.query.asOf ?? today());
      if (!chart) throw notFound('The patient');
      return chart;
    },
  );
};
