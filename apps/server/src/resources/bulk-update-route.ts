import { type AnyResource, bulkUpdateResultSchema, bulkUpdateSchema } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../auth/types.js';
import type { Database } from '../db/client.js';
import { resourceOperationIds } from '../openapi/operation-ids.js';
import type { Row } from './columns.js';

interface Options {
  def: AnyResource;
  database: Database;
  /**
   * Applies the values to every record as a PATCH would (lock, rules, hooks,
   * version, audit), in one transaction: all of them or none. Returns how many.
   */
  updateMany(items: { id: number; version: number }[], values: Row, user: SessionUser | null): Promise<number>;
}

/**
 * `POST /bulk-update` of a record type declared with `bulkEdit`: the same
 * values set on the selected records (Mark as In Maintenance). Each record
 * carries the version the grid read it at, so a record changed meanwhile is a
 * 409 and nothing changes; each change has its own audit entry.
 */
export const bulkUpdateRoute: FastifyPluginAsyncZod<Options> = async (app, { def, updateMany }) => {
  app.post(
    '/bulk-update',
    {
      config: { access: def.permissions.write ?? 'signedIn', problems: [404, 409] },
      schema: {
        tags: [def.name],
        operationId: resourceOperationIds(def).bulkUpdate,
        summary: `Set the same values on several ${def.plural}`,
        description:
          `\`values\` may set ${(def.bulkEdit ?? []).map((k) => `\`${k}\``).join(', ')}. ` +
          'Each of `items` is `{ id, version }`: an unknown id is a 404, an archived record or a version that is ' +
          'no longer current a 409, and then nothing changes.',
        body: bulkUpdateSchema(def),
        response: { 200: bulkUpdateResultSchema },
      },
    },
    async (request) => {
      const { items, values } = request.body as { items: { id: number; version: number }[]; values: Row };
      const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      return { updated: await updateMany(items, given, request.user) };
    },
  );
};
