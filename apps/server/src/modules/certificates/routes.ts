import { certificates, generateCertificateSchema, recordSchema } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { diff, writeAudit } from '../../resources/audit.js';
import { columnsOf } from '../../resources/columns.js';
import { fieldConflict } from '../../resources/routes.js';
import { readSettings } from '../../settings/store.js';
import { insertGeneratedCertificate } from './generate.js';

/** What certificates add to the generic routes: a certificate generated from a template. */
export const certificateRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const specs = columnsOf(certificates);
  app.post(
    '/generate',
    {
      config: { access: certificates.permissions.write ?? 'signedIn' },
      schema: {
        tags: [certificates.name],
        summary: 'Create a Certificate from a template',
        description:
          'The certificate’s fields and a template: its text (`body`) is the template’s content with every ' +
          'placeholder filled from the new certificate (names, never ids; dates in the clinic’s format; its number).',
        body: generateCertificateSchema,
        response: { 201: recordSchema(certificates) },
      },
    },
    async (request, reply) => {
      const { localisation } = await readSettings(database);
      try {
        const created = await database.transaction(async (rows) => {
          const row = await insertGeneratedCertificate(rows, request.body, localisation.dateFormat);
          await writeAudit(rows, request.user, certificates.name, Number(row.id), 'create', diff({}, row));
          return row;
        });
        return reply.status(201).send(created);
      } catch (err) {
        throw fieldConflict(certificates, specs, err) ?? err;
      }
    },
  );
};
