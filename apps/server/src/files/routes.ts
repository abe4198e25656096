import {
  type AnyResource,
  acceptedLabels,
  FILE_TYPES,
  type FilesField,
  filesFieldsOf,
  fileTypeOfMime,
  formatBytes,
  idParamSchema,
  storedFileSchema,
} from '@chairside/domain';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '../auth/types.js';
import type { Database } from '../db/client.js';
import { HttpProblem, notFound, unauthorized } from '../http/problem.js';
import { resourceOperationIds } from '../openapi/operation-ids.js';
import { writeAudit } from '../resources/audit.js';
import { ResourceRepository } from '../resources/repository.js';
import { fileBody } from './chunks.js';
import { attachmentDisposition, safeFileName } from './names.js';
import { sniffFileType } from './sniff.js';
import { type FileOwner, fileStore } from './store.js';

interface Options {
  def: AnyResource;
  database: Database;
}

/**
 * The upload's path names a files field, the download's and removal's a file id, at the same
 * place (`/:id/files/:file`): one path parameter name, so that the OpenAPI document has one path.
 */
const fileParams = idParamSchema.extend({
  file: z.coerce
    .number({ error: 'The file id must be a number' })
    .int()
    .positive('The file id must be a positive number')
    .describe("The file's id"),
});
const uploadParams = idParamSchema.extend({
  file: z.string().max(100).describe('The name of the files field to attach to'),
});

const tooMany = (key: string, field: FilesField) => {
  const message = `${field.label} holds at most ${field.maxFiles} files: remove one before adding another.`;
  return new HttpProblem(422, message, [{ path: key, message }]);
};

/** Reads the one file part of an upload, within the field's size limit. */
async function receive(request: FastifyRequest, field: FilesField): Promise<{ name: string; data: Buffer }> {
  if (!request.isMultipart())
    throw new HttpProblem(415, 'Send the file as multipart/form-data, in a part named "file".');
  const part = await request.file({ limits: { fileSize: field.maxBytes, files: 1, fields: 10, parts: 11 } });
  if (part?.fieldname !== 'file') throw new HttpProblem(400, 'Send the file in a part named "file".');
  try {
    return { name: part.filename, data: await part.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpProblem(
        413,
        `The file is too large: ${field.label} accepts files up to ${formatBytes(field.maxBytes)}.`,
      );
    throw err;
  }
}

/**
 * Files of the `files` fields of one record type, under `/api/{name}/:id/files`:
 * upload (write permission), download (read permission), remove (write
 * permission). The type is read from the bytes; the bytes are kept in the
 * database. Registered only for types that have such a field.
 */
export const fileRoutes: FastifyPluginAsyncZod<Options> = async (app, { def, database }) => {
  const fields = filesFieldsOf(def.fields);
  if (!fields.size) return;
  // Multipart bodies are accepted by these routes only (this plugin's scope).
  await app.register(multipart, { throwFileSizeLimit: true });

  const shared = def.ownedByUser ? null : new ResourceRepository(def);
  const repoOf = (user: SessionUser | null): ResourceRepository => {
    if (shared) return shared;
    if (!user) throw unauthorized();
    return new ResourceRepository(def, user.id);
  };
  const read = def.permissions.read ?? 'signedIn';
  const write = def.permissions.write ?? 'signedIn';
  const tags = [def.name];
  const ids = resourceOperationIds(def);
  const label = def.label.toLowerCase();
  const missing = () => notFound(`The ${label}`);
  const archived = () => new HttpProblem(409, `This ${label} is archived: restore it before changing its files.`);
  const fieldList = [...fields.entries()]
    .map(
      ([key, f]) => `\`${key}\` (${acceptedLabels(f.accept)}; up to ${formatBytes(f.maxBytes)}, ${f.maxFiles} files)`,
    )
    .join(', ');

  // Fields their module receives (a radiograph, read and given a thumbnail on arrival) have their own upload.
  const uploadable = [...fields.values()].some((f) => !f.moduleUpload);
  if (uploadable)
    app.post(
      '/:id/files/:file',
      {
        // An archived record (409), a file past the size limit (413), of another type (415), one too many (422).
        config: { access: write, problems: [409, 413, 415, 422] },
        schema: {
          tags,
          operationId: ids.attachFile,
          summary: `Attach a file to a ${def.label}`,
          description:
            `multipart/form-data with one part named \`file\`. Fields: ${fieldList}. ` +
            'The type is recognised from the content, not the name: another type is a 415, a file past the ' +
            'size limit a 413, one file too many a 422.',
          consumes: ['multipart/form-data'],
          params: uploadParams,
          response: { 201: storedFileSchema },
        },
      },
      async (request, reply) => {
        const { id, file: key } = request.params;
        const field = fields.get(key);
        if (!field || field.moduleUpload) throw notFound(`The files field ${key}`);
        const repo = repoOf(request.user);
        const owner: FileOwner = { resource: def.name, recordId: id, field: key };
        const current = await repo.get(database.rows, id);
        if (!current) throw missing();
        if (current.archivedAt) throw archived();
        if ((await fileStore.count(database.rows, owner)) >= field.maxFiles) throw tooMany(key, field);

        const upload = await receive(request, field);
        if (!upload.data.length) {
          const message = 'The file is empty.';
          throw new HttpProblem(422, message, [{ path: key, message }]);
        }
        const type = sniffFileType(upload.data);
        if (!type || !field.accept.includes(type))
          throw new HttpProblem(
            415,
            `${field.label} accepts ${acceptedLabels(field.accept)} files only; the content of this file is none of these.`,
          );

        const saved = await database.transaction(async (rows) => {
          const record = await repo.get(rows, id, true);
          if (!record) throw missing();
          if (record.archivedAt) throw archived();
          if ((await fileStore.count(rows, owner)) >= field.maxFiles) throw tooMany(key, field);
          const file = await fileStore.insert(
            rows,
            owner,
            { name: safeFileName(upload.name, type), type: FILE_TYPES[type].mime, data: upload.data },
            request.user?.id ?? null,
          );
          await writeAudit(rows, request.user, def.name, id, 'attach', { [key]: { from: null, to: [file] } });
          return file;
        });
        return reply.status(201).send(saved);
      },
    );

  app.get(
    '/:id/files/:file',
    {
      config: { access: read },
      schema: {
        tags,
        operationId: ids.downloadFile,
        summary: `Download a file of a ${def.label}`,
        description:
          'The bytes as uploaded, streamed (a large image is read from the database a chunk at a time), as an ' +
          'attachment under its original name, with the type recognised at upload. `inline=1` asks to ' +
          "show a PDF in the browser's viewer (a new tab) instead; any other type is still an attachment.",
        params: fileParams,
        querystring: z.strictObject({ inline: z.enum(['0', '1'], 'inline must be 0 or 1').optional() }),
      },
    },
    async (request, reply) => {
      const { id, file: fileId } = request.params;
      if (!(await repoOf(request.user).get(database.rows, id))) throw missing();
      const found = await fileStore.find(database.rows, def.name, id, fileId);
      if (!found || !fields.has(found.field)) throw notFound('The file');
      // Only a PDF, recognised from its bytes at upload, is ever shown inline. Chromium refuses to run its PDF
      // viewer in a sandboxed document, so an inline PDF drops `sandbox`; it still may load nothing else.
      const inline = request.query.inline === '1' && fileTypeOfMime(found.file.type) === 'pdf';
      return reply
        .type(found.file.type)
        .header('content-disposition', attachmentDisposition(found.file.name, inline ? 'inline' : 'attachment'))
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-security-policy',
          inline ? "default-src 'none'; frame-ancestors 'self'" : "default-src 'none'; sandbox",
        )
        .header('cache-control', 'private, no-store')
        .header('content-length', String(found.file.size))
        .send(fileBody(database, found.file.id, found.data));
    },
  );

  app.delete(
    '/:id/files/:file',
    {
      config: { access: write, problems: [409] },
      schema: {
        tags,
        operationId: ids.removeFile,
        summary: `Remove a file of a ${def.label}`,
        params: fileParams,
        response: { 204: z.undefined().describe('Removed: no content') },
      },
    },
    async (request, reply) => {
      const { id, file: fileId } = request.params;
      const repo = repoOf(request.user);
      await database.transaction(async (rows) => {
        const record = await repo.get(rows, id, true);
        if (!record) throw missing();
        if (record.archivedAt) throw archived();
        const removed = await fileStore.remove(rows, def.name, id, fileId);
        if (!removed) throw notFound('The file');
        await writeAudit(rows, request.user, def.name, id, 'detach', {
          [removed.field]: { from: [removed.file], to: null },
        });
      });
      return reply.status(204).send(undefined);
    },
  );
};
