import { type AnyResource, listQuerySchema } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { resourceOperationIds } from '../openapi/operation-ids.js';
import { ResourceRepository } from './repository.js';
import { listSelection } from './routes.js';

export interface CountRouteOptions {
  database: Database;
  def: AnyResource;
  /** The name of the answer's one field, as spec 000 §7 names it (`medicament`, `certificate`). */
  field: string;
}

/**
 * `GET /api/{name}/count` → `{ [field]: n }`: how many records the list would
 * show with the same search, filters, view and date range (spec 000 §7's count
 * calls), with the list's read permission.
 */
export const countRoute: FastifyPluginAsyncZod<CountRouteOptions> = async (app, { database, def, field }) => {
  const repo = new ResourceRepository(def);
  app.get(
    '/count',
    {
      config: { access: def.permissions.read ?? 'signedIn' },
      schema: {
        tags: [def.name],
        operationId: resourceOperationIds(def).count,
        summary: `How many ${def.plural.toLowerCase()} the list would show`,
        description: `The list's search, filters, view and date range; the field is named \`${field}\`, as spec 000 names it.`,
        querystring: listQuerySchema(def).omit({ page: true, pageSize: true, sort: true, after: true, before: true }),
        response: { 200: z.object({ [field]: z.number().int() }) },
      },
    },
    async (request) => {
      const where = repo.where(listSelection(def, request.query as Record<string, unknown>));
      const [row] = await database.rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(def.table)} t where ${where}`,
      );
      return { [field]: row?.n ?? 0 };
    },
  );
};
