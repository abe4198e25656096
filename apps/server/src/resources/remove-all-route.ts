import { type AnyResource, removeAllQuerySchema, removeAllSchema, removeAllScope } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '../auth/types.js';
import type { Database, Rows } from '../db/client.js';
import { HttpProblem } from '../http/problem.js';
import { resourceOperationIds } from '../openapi/operation-ids.js';
import { inUseProblem } from './in-use.js';
import type { ListParams, ResourceRepository } from './repository.js';

/** More than this at once is refused: narrow the search first. */
export const REMOVE_ALL_LIMIT = 10_000;

interface Options {
  def: AnyResource;
  database: Database;
  /** The caller's repository (scoped to its owner for personal records). */
  repoOf(user: SessionUser | null): ResourceRepository;
  /** The list's selection as the query string gives it. */
  selectionOf(query: Record<string, unknown>): Pick<ListParams, 'q' | 'filters' | 'archived' | 'view' | 'from' | 'to'>;
  /** Removes (or archives) these records with their audit entries, inside the caller's transaction. */
  removeIn(rows: Rows, ids: number[], user: SessionUser | null): Promise<number[]>;
}

/**
 * `POST /remove-all` of a record type declared with `removeAll`: every live
 * record the list's search, filters and view match goes (archived, for an
 * archivable type), in one transaction, but only when the client confirms the
 * number it showed the user: if the records changed since, nothing is removed
 * and the answer (409) says how many match now. A scoped Remove All (invoices:
 * drafts only) adds its value to the filters; a filter asking for another value matches nothing.
 */
export const removeAllRoute: FastifyPluginAsyncZod<Options> = async (
  app,
  { def, database, repoOf, selectionOf, removeIn },
) => {
  const verb = def.archivable ? 'Archive' : 'Delete';
  const scope = removeAllScope(def);
  const what = scope ? `${def.label} whose ${scope.field} is ${scope.value}` : def.label;
  app.post(
    '/remove-all',
    {
      config: { access: def.permissions.write ?? 'signedIn', problems: [409] },
      schema: {
        tags: [def.name],
        operationId: resourceOperationIds(def).removeAll,
        summary: `${verb} every ${what} the search and filters match`,
        description:
          'Takes the list query (search, filters, view) and, in the body, `confirmCount`: the number of records ' +
          'the user agreed to remove. A different number now matching is a 409 and nothing changes.',
        querystring: removeAllQuerySchema(def),
        body: removeAllSchema,
        response: { 200: z.object({ removed: z.number().int() }) },
      },
    },
    async (request) => {
      const selection = { ...selectionOf(request.query as Record<string, unknown>), archived: false };
      const asked = scope ? selection.filters[scope.field] : undefined;
      const outside = scope !== null && asked !== undefined && String(asked) !== scope.value;
      if (scope) selection.filters = { ...selection.filters, [scope.field]: scope.value };
      const repo = repoOf(request.user);
      const { confirmCount } = request.body;
      const removed = await database
        .transaction(async (rows) => {
          const ids = outside ? [] : await repo.matchingIds(rows, selection, REMOVE_ALL_LIMIT + 1);
          if (ids.length > REMOVE_ALL_LIMIT)
            throw new HttpProblem(
              422,
              `More than ${REMOVE_ALL_LIMIT} records match: narrow the search or filters and try again.`,
            );
          if (ids.length !== confirmCount)
            throw new HttpProblem(
              409,
              `${ids.length} records match now, not ${confirmCount}: the list changed. Review it and confirm again.`,
            );
          return removeIn(rows, ids, request.user);
        })
        .catch((err: unknown) => {
          throw inUseProblem(def, err) ?? err;
        });
      return { removed: removed.length };
    },
  );
};
