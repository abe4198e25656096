import { allergyWarningsSchema, idParamSchema, prescriptions } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/problem.js';
import { ResourceRepository } from '../../resources/repository.js';
import { allergyWarnings, medicamentsOf } from './allergies.js';

const READ = prescriptions.permissions.read ?? 'signedIn';
const tags = [prescriptions.name];

const idList = z
  .string()
  .regex(/^\d+(,\d+){0,19}$/, 'medicaments: up to 20 ids separated by commas')
  .transform((s) => s.split(',').map(Number));

const allergyCheckQuerySchema = z.strictObject({
  patient: z.coerce.number().int().positive('patient is required'),
  medicaments: idList,
});

/**
 * What prescriptions add to the generic routes: the patient's allergies that
 * the prescribed medicaments touch, for a saved prescription and for one
 * being written (the spec's 'Warning: Patient is allergic to …!').
 */
export const prescriptionRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const repo = new ResourceRepository(prescriptions);

  app.get(
    '/:id/allergy-warnings',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Allergies of the patient that the prescription’s medicaments touch',
        description:
          'Each of the patient’s recorded allergies (3 characters or more) found, whatever the case, in the ' +
          'name or an active ingredient of a medicament of the prescription: `[{ allergy, medicament }]`, ' +
          'empty when none. A warning, not a refusal: the prescriber decides.',
        params: idParamSchema,
        response: { 200: allergyWarningsSchema },
      },
    },
    async (request) => {
      const record = await repo.get(database.rows, request.params.id);
      if (!record) throw notFound('The prescription');
      return allergyWarnings(database.rows, Number(record.patient), medicamentsOf(record.medications));
    },
  );

  app.get(
    '/allergy-check',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Allergies of a patient that some medicaments touch, while a prescription is written',
        description: 'The same check as `/:id/allergy-warnings`, for a patient and `medicaments=3,8` not saved yet.',
        querystring: allergyCheckQuerySchema,
        response: { 200: allergyWarningsSchema },
      },
    },
    async (request) => allergyWarnings(database.rows, request.query.patient, request.query.medicaments),
  );
};
