import { type AnyResource, historyQuerySchema, historyResponseSchema, idParamSchema } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import { notFound, unauthorized } from '../http/problem.js';
import { resourceOperationIds } from '../openapi/operation-ids.js';
import { readHistory } from './history.js';
import { ResourceRepository } from './repository.js';

interface Options {
  def: AnyResource;
  database: Database;
}

/**
 * `GET /:id/history` of a record type, with its read permission: the audit
 * log of one record the caller may see (a record they may not see, or that
 * does not exist, is a 404 either way).
 */
export const historyRoute: FastifyPluginAsyncZod<Options> = async (app, { def, database }) => {
  const shared = def.ownedByUser ? null : new ResourceRepository(def);
  app.get(
    '/:id/history',
    {
      config: { access: def.permissions.read ?? 'signedIn' },
      schema: {
        tags: [def.name],
        operationId: resourceOperationIds(def).history,
        summary: `History of a ${def.label}`,
        description: 'Who created, changed, archived or restored the record, and when; newest first.',
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { page, pageSize } = request.query;
      const user = request.user;
      const repo = shared ?? (user ? new ResourceRepository(def, user.id) : null);
      if (!repo) throw unauthorized();
      if (!(await repo.get(database.rows, id))) throw notFound(`The ${def.label.toLowerCase()}`);
      const { items, total } = await readHistory(database.rows, def, id, page, pageSize);
      return { items, total, page, pageSize };
    },
  );
};
