import { comparePerio, type PerioTooth, perioComparisonSchema, perioExams, recordIdParam } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { HttpProblem, notFound } from '../../http/problem.js';
import { ResourceRepository } from '../../resources/repository.js';

const compareQuery = z.strictObject({
  before: recordIdParam('before must be a positive whole number').describe('The earlier exam'),
  after: recordIdParam('after must be a positive whole number').describe('The later exam'),
});

/** Two periodontal exams of one patient compared tooth by tooth. */
export const perioRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const repo = new ResourceRepository(perioExams);
  app.get(
    '/compare',
    {
      config: { access: perioExams.permissions.read ?? 'signedIn' },
      schema: {
        tags: [perioExams.name],
        summary: 'Compare two periodontal exams tooth by tooth',
        description:
          'For each tooth probed in both exams: the deepest pocket and the sum of the six probing depths then and ' +
          'now, the bleeding sites, and whether it is Better (shallower, or as deep with less bleeding), Worse or ' +
          'the Same. Both exams must be of the same patient (422 otherwise).',
        querystring: compareQuery,
        response: { 200: perioComparisonSchema },
      },
    },
    async (request) => {
      const { before, after } = request.query;
      const [a, b] = await Promise.all([repo.get(database.rows, before), repo.get(database.rows, after)]);
      if (!a || !b) throw notFound('The periodontal exam');
      if (a.patient !== b.patient) throw new HttpProblem(422, 'The two exams are of different patients.');
      const teeth = comparePerio((a.readings ?? []) as PerioTooth[], (b.readings ?? []) as PerioTooth[]);
      return {
        before: { id: Number(a.id), examDate: String(a.examDate) },
        after: { id: Number(b.id), examDate: String(b.examDate) },
        teeth,
        better: teeth.filter((t) => t.trend === 'Better').length,
        worse: teeth.filter((t) => t.trend === 'Worse').length,
      };
    },
  );
};
