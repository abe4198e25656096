import {
  type AnyResource,
  bulkDeleteSchema,
  createSchema,
  exportQuerySchema,
  idParamSchema,
  listQuerySchema,
  listResponseSchema,
  patchSchema,
  recordSchema,
  ruleViolations,
  summaryResponseSchema,
  updateSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '../auth/types.js';
import type { Database } from '../db/client.js';
import { HttpProblem, notFound, stale } from '../http/problem.js';
import { diff, writeAudit } from './audit.js';
import type { Row } from './columns.js';
import { toCsv, toXlsx } from './export.js';
import { ResourceRepository } from './repository.js';
import { SummaryQueries } from './summary.js';

const EXPORT_LIMIT = 50_000;

interface Options {
  def: AnyResource;
  database: Database;
}

type PgError = { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };

/** Map a unique or foreign-key violation on write to the field it concerns. */
function fieldConflict(def: AnyResource, repo: ResourceRepository, err: unknown): HttpProblem | null {
  const e = err as PgError;
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint ?? '';
  if (code === '23505') {
    const spec = repo.specs.find((s) => constraint === `${def.table}_${s.column}_unique`);
    const message = spec?.field.uniqueMessage ?? `${spec?.field.label ?? 'This value'} is already in use`;
    return new HttpProblem(422, message, [{ path: spec?.key ?? '', message }]);
  }
  if (code === '23503') {
    const spec = repo.specs.find(
      (s) => s.field.kind === 'reference' && constraint.startsWith(`${def.table}_${s.column}_`),
    );
    if (spec) {
      const message = `${spec.field.label} does not exist`;
      return new HttpProblem(422, message, [{ path: spec.key, message }]);
    }
  }
  return null;
}

/**
 * The generic routes of one record type: list, read, create, update, patch,
 * delete, bulk delete, export and lookup, all validated by the domain schemas
 * and guarded by the resource's permissions.
 */
export const resourceRoutes: FastifyPluginAsyncZod<Options> = async (app, { def, database }) => {
  const repo = new ResourceRepository(def);
  const read = def.permissions.read ?? 'signedIn';
  const write = def.permissions.write;
  const tags = [def.name];
  const record = recordSchema(def);
  const listQuery = listQuerySchema(def);
  const filterKeys = def.list.filters;

  const filtersOf = (q: Record<string, unknown>) =>
    Object.fromEntries(filterKeys.map((k) => [k, q[k] as string | number | undefined]));

  const guardWrite = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      throw fieldConflict(def, repo, err) ?? err;
    }
  };

  app.get(
    '/',
    {
      config: { access: read },
      schema: {
        tags,
        summary: `List ${def.plural}`,
        querystring: listQuery,
        response: { 200: listResponseSchema(def) },
      },
    },
    async (request) => {
      const q = request.query as Record<string, unknown> & { page: number; pageSize: number; sort: string; q?: string };
      const { items, total } = await repo.list(database.rows, {
        page: q.page,
        pageSize: q.pageSize,
        sort: q.sort,
        q: q.q,
        filters: filtersOf(q),
      });
      return { items, total, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get(
    '/export',
    {
      config: { access: read },
      schema: {
        tags,
        summary: `Export ${def.plural} as CSV or Excel`,
        querystring: listQuery.omit({ page: true, pageSize: true }).extend(exportQuerySchema.shape),
      },
    },
    async (request, reply) => {
      const q = request.query as Record<string, unknown> & { sort: string; q?: string; format: 'csv' | 'xlsx' };
      const records = await repo.all(database.rows, { sort: q.sort, q: q.q, filters: filtersOf(q) }, EXPORT_LIMIT);
      reply.header('content-disposition', `attachment; filename="${def.name}.${q.format}"`);
      if (q.format === 'xlsx')
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(await toXlsx(def, records));
      return reply.type('text/csv; charset=utf-8').send(toCsv(def, records));
    },
  );

  if (def.summary) {
    const summary = new SummaryQueries(def, repo);
    app.get(
      '/summary',
      {
        config: { access: read },
        schema: {
          tags,
          summary: `Summary tiles and charts of ${def.plural}`,
          description: 'Computed over the records the list shows: the same search (`q`) and filters.',
          querystring: listQuery.omit({ page: true, pageSize: true, sort: true }),
          response: { 200: summaryResponseSchema },
        },
      },
      async (request) => {
        const q = request.query as Record<string, unknown> & { q?: string };
        return summary.summary(database.rows, { q: q.q, filters: filtersOf(q) });
      },
    );
  }

  app.get(
    '/lookup',
    {
      config: { access: read },
      schema: {
        tags,
        summary: `Names of ${def.plural} for pick lists`,
        querystring: z.strictObject({
          q: z.string().trim().max(100).optional(),
          ids: z
            .string()
            .regex(/^\d+(,\d+){0,49}$/, 'ids is a comma-separated list of numbers')
            .optional(),
        }),
        response: { 200: z.array(z.object({ id: z.number(), label: z.string() })) },
      },
    },
    async (request) => {
      const ids = request.query.ids ? request.query.ids.split(',').map(Number) : [];
      return (await repo.lookup(database.rows, request.query.q, ids)).map((r) => ({
        id: Number(r.id),
        label: r.label,
      }));
    },
  );

  app.get(
    '/:id',
    {
      config: { access: read },
      schema: { tags, summary: `Read a ${def.label}`, params: idParamSchema, response: { 200: record } },
    },
    async (request) => {
      const row = await repo.get(database.rows, request.params.id);
      if (!row) throw notFound(`The ${def.label.toLowerCase()}`);
      return row;
    },
  );

  app.post(
    '/',
    {
      config: { access: write },
      schema: { tags, summary: `Create a ${def.label}`, body: createSchema(def), response: { 201: record } },
    },
    async (request, reply) => {
      const body = request.body as Row;
      const created = await guardWrite(() =>
        database.transaction(async (rows) => {
          const id = await repo.insert(rows, body);
          const row = (await repo.get(rows, id))!;
          await writeAudit(rows, request.user, def.name, id, 'create', diff({}, row));
          return row;
        }),
      );
      return reply.status(201).send(created);
    },
  );

  /** A PATCH carries only some fields: the resource's rules hold for the stored record with the patch applied. */
  const checkRules = (before: Row, values: Row) => {
    const errors = ruleViolations(def, { ...before, ...values });
    if (errors.length) throw new HttpProblem(422, errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  };

  const applyUpdate = (id: number, body: unknown, user: SessionUser | null, partial = false) => {
    const { version, ...values } = body as Row & { version: number };
    return guardWrite(() =>
      database.transaction(async (rows) => {
        const before = await repo.get(rows, id, true);
        if (!before) throw notFound(`The ${def.label.toLowerCase()}`);
        if (partial) checkRules(before, values);
        if (!(await repo.update(rows, id, version, values))) throw stale();
        const after = (await repo.get(rows, id))!;
        await writeAudit(rows, user, def.name, id, 'update', diff(before, after));
        return after;
      }),
    );
  };

  app.put(
    '/:id',
    {
      config: { access: write },
      schema: {
        tags,
        summary: `Replace a ${def.label}`,
        params: idParamSchema,
        body: updateSchema(def),
        response: { 200: record },
      },
    },
    (request) => applyUpdate(request.params.id, request.body, request.user),
  );

  app.patch(
    '/:id',
    {
      config: { access: write },
      schema: {
        tags,
        summary: `Change some fields of a ${def.label}`,
        params: idParamSchema,
        body: patchSchema(def),
        response: { 200: record },
      },
    },
    (request) => applyUpdate(request.params.id, request.body, request.user, true),
  );

  const removeMany = (ids: number[], user: SessionUser | null) =>
    database.transaction(async (rows) => {
      const before = new Map<number, Row>();
      for (const id of ids) {
        const row = await repo.get(rows, id);
        if (row) before.set(id, row);
      }
      const gone = await repo.remove(rows, ids);
      for (const id of gone) await writeAudit(rows, user, def.name, id, 'delete', before.get(id) ?? null);
      return gone;
    });

  app.delete(
    '/:id',
    { config: { access: write }, schema: { tags, summary: `Delete a ${def.label}`, params: idParamSchema } },
    async (request, reply) => {
      const gone = await removeMany([request.params.id], request.user);
      if (!gone.length) throw notFound(`The ${def.label.toLowerCase()}`);
      return reply.status(204).send();
    },
  );

  app.post(
    '/bulk-delete',
    {
      config: { access: write },
      schema: {
        tags,
        summary: `Delete several ${def.plural}`,
        body: bulkDeleteSchema,
        response: { 200: z.object({ deleted: z.number().int() }) },
      },
    },
    async (request) => {
      const gone = await removeMany([...new Set(request.body.ids)], request.user);
      return { deleted: gone.length };
    },
  );
};
