import { type AnyResource, idParamSchema } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '../auth/types.js';
import type { Database } from '../db/client.js';
import { notFound, unauthorized } from '../http/problem.js';
import type { Row } from '../resources/columns.js';
import { ResourceRepository } from '../resources/repository.js';
import { readSettings } from '../settings/store.js';
import { documentFormat, recordCurrency } from './format.js';
import { DOCUMENT_LAYOUTS } from './layouts.js';
import { printPdf } from './pdf-threads.js';
import { documentQueryShape } from './query.js';
import { recordDocument } from './record-pdf.js';

interface Options {
  def: AnyResource;
  database: Database;
}

/**
 * The file name of a record's document: each `{field}` of the pattern is the
 * record's value (`certificate_{certificateNumber}.pdf`), made safe for a header
 * and a file system; an empty value stands as the id.
 */
export function documentFilename(pattern: string, record: Row): string {
  return pattern.replace(/{(\w+)}/g, (_, key: string) => {
    const value = record[key];
    const text = value === null || value === undefined || value === '' ? String(record.id) : String(value);
    return text.replace(/[^\w.-]+/g, '_');
  });
}

const pdfQuery = z.strictObject({
  ...documentQueryShape,
  inline: z
    .enum(['0', '1'])
    .optional()
    .describe('1: shown in the browser’s PDF viewer (to read or print) instead of downloaded'),
});

/**
 * Documents generated from one record, for types that declare them
 * (`documents.pdf`): `GET /api/{name}/:id/pdf`, with the read permission.
 */
export const documentRoutes: FastifyPluginAsyncZod<Options> = async (app, { def, database }) => {
  const pdf = def.documents?.pdf;
  if (!pdf) return;
  const shared = def.ownedByUser ? null : new ResourceRepository(def);
  const repoOf = (user: SessionUser | null): ResourceRepository => {
    if (shared) return shared;
    if (!user) throw unauthorized();
    return new ResourceRepository(def, user.id);
  };

  app.get(
    '/:id/pdf',
    {
      config: { access: def.permissions.read ?? 'signedIn' },
      schema: {
        tags: [def.name],
        summary: `A ${def.label} as a PDF document`,
        description:
          (DOCUMENT_LAYOUTS[def.name]
            ? `The ${def.label.toLowerCase()} as it is handed over, with the clinic’s letterhead, references by name; `
            : 'Every field by section with the clinic’s letterhead, references by name; ') +
          'in the language `lang` (words, dates, numbers, money in the clinic’s currency; Arabic right to left), ' +
          `served as the attachment ${pdf.filename} (with \`inline=1\`, for the browser’s viewer).`,
        params: idParamSchema,
        querystring: pdfQuery,
      },
    },
    async (request, reply) => {
      const record = await repoOf(request.user).get(database.rows, request.params.id);
      if (!record) throw notFound(`The ${def.label.toLowerCase()}`);
      const settings = await readSettings(database);
      const format = recordCurrency(documentFormat(settings, request.query), record);
      const layout = DOCUMENT_LAYOUTS[def.name];
      const model = layout
        ? await layout({ def, record, settings, format, rows: database.rows })
        : recordDocument(def, record, settings, format);
      const filename = documentFilename(pdf.filename, record);
      const inline = request.query.inline === '1';
      if (inline) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
      return reply
        .type('application/pdf')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(await printPdf(model));
    },
  );
};
