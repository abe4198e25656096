import { FILE_TYPES, HERO_IMAGE, IMAGE_FILE_TYPES, storedFileSchema } from '@chairside/domain';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { safeFileName } from '../../files/names.js';
import { sniffFileType } from '../../files/sniff.js';
import { fileStore } from '../../files/store.js';
import { HttpProblem } from '../../http/problem.js';
import { writeAudit } from '../../resources/audit.js';

const OWNER = { resource: HERO_IMAGE.resource, recordId: HERO_IMAGE.recordId, field: HERO_IMAGE.field };

/** The home page's hero picture (`/homepage`): one JPEG or PNG, replaced by each upload. */
export const heroRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const tags = ['site'];

  app.post(
    '/hero-image',
    {
      config: { access: 'content.manage', problems: [413, 415, 422] },
      schema: {
        tags,
        summary: 'Upload the hero picture of the home page',
        description:
          'multipart/form-data, one part named `file`: JPEG or PNG recognised from its bytes (another type is a ' +
          '415), up to 5 MB (413). Replaces the current picture.',
        consumes: ['multipart/form-data'],
        response: { 201: storedFileSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpProblem(415, 'Send the file as multipart/form-data, in a part named "file".');
      const part = await request.file({ limits: { fileSize: HERO_IMAGE.maxBytes, files: 1, fields: 10, parts: 11 } });
      if (part?.fieldname !== 'file') throw new HttpProblem(400, 'Send the file in a part named "file".');
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpProblem(413, 'The file is too large: the hero picture accepts files up to 5 MB.');
        throw err;
      }
      if (!data.length)
        throw new HttpProblem(422, 'The file is empty.', [{ path: 'file', message: 'The file is empty.' }]);
      const type = sniffFileType(data);
      if (!type || !(IMAGE_FILE_TYPES as readonly string[]).includes(type))
        throw new HttpProblem(
          415,
          'The hero picture accepts JPEG, PNG files only; the content of this file is none of these.',
        );
      const saved = await database.transaction(async (rows) => {
        await rows(sql`delete from files where resource = ${OWNER.resource} and record_id = ${OWNER.recordId}
                       and field = ${OWNER.field}`);
        const file = await fileStore.insert(
          rows,
          OWNER,
          { name: safeFileName(part.filename, type), type: FILE_TYPES[type].mime, data },
          request.user?.id ?? null,
        );
        await writeAudit(rows, request.user, OWNER.resource, OWNER.recordId, 'attach', {
          heroImage: { from: null, to: [file] },
        });
        return file;
      });
      return reply.status(201).send(saved);
    },
  );

  app.delete(
    '/hero-image',
    {
      config: { access: 'content.manage' },
      schema: { tags, summary: 'Remove the hero picture of the home page' },
    },
    async (request, reply) => {
      await database.transaction(async (rows) => {
        await rows(sql`delete from files where resource = ${OWNER.resource} and record_id = ${OWNER.recordId}
                       and field = ${OWNER.field}`);
        await writeAudit(rows, request.user, OWNER.resource, OWNER.recordId, 'detach', {
          heroImage: { from: null, to: [] },
        });
      });
      return reply.status(204).send();
    },
  );
};
