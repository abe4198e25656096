import {
  type AnyResource,
  bulkDeleteSchema,
  createSchema,
  exportQuerySchema,
  filesFieldsOf,
  idempotencyHeaderSchema,
  idParamSchema,
  type Language,
  listQuerySchema,
  listResponseSchema,
  lookupItemSchema,
  lookupQuerySchema,
  PATIENT_FIELD,
  patchSchema,
  recordSchema,
  ruleViolations,
  servesRoute,
  summaryResponseSchema,
  updateSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '../auth/types.js';
import type { Database, Rows } from '../db/client.js';
import { readCacheOf } from '../db/read-cache.js';
import { translator } from '../documents/i18n.js';
import { documentQueryShape } from '../documents/query.js';
import { fileStore } from '../files/store.js';
import { idempotentCreate } from '../http/idempotency.js';
import { HttpProblem, notFound, stale, unauthorized } from '../http/problem.js';
import { resourceOperationIds } from '../openapi/operation-ids.js';
import { readSettings } from '../settings/store.js';
import { diff, writeAudit } from './audit.js';
import { bulkUpdateRoute } from './bulk-update-route.js';
import { type ColumnSpec, columnsOf, type Row } from './columns.js';
import { checkReferences, createRecord } from './create.js';
import { toCsv } from './export-csv.js';
import { toXlsx } from './export-xlsx.js';
import { historyRoute } from './history-route.js';
import type { ResourceHooks, WriteContext } from './hooks.js';
import { inUseProblem } from './in-use.js';
import { checkPatientMove } from './patient-links.js';
import { readableBy } from './read-access.js';
import { removeAllRoute } from './remove-all-route.js';
import { ResourceRepository } from './repository.js';
import { SummaryQueries } from './summary.js';

const EXPORT_LIMIT = 50_000;

interface Options {
  def: AnyResource;
  database: Database;
  /** What the record type's module adds around its writes. */
  hooks?: ResourceHooks;
}

type PgError = { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };

/** Map a unique or foreign-key violation on write to the field it concerns. */
export function fieldConflict(def: AnyResource, specs: ColumnSpec[], err: unknown): HttpProblem | null {
  const e = err as PgError;
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint ?? '';
  if (code === '23505') {
    const spec = specs.find((s) => constraint === `${def.table}_${s.column}_unique`);
    const message = spec?.field.uniqueMessage ?? `${spec?.field.label ?? 'This value'} is already in use`;
    return new HttpProblem(422, message, [{ path: spec?.key ?? '', message }]);
  }
  if (code === '23503') {
    const spec = specs.find((s) => s.field.kind === 'reference' && constraint.startsWith(`${def.table}_${s.column}_`));
    if (spec) {
      const message = `${spec.field.label} does not exist`;
      return new HttpProblem(422, message, [{ path: spec.key, message }]);
    }
  }
  return null;
}

/** The list's search, filters, archive switch, view and date range, as a validated query string gives them. */
export function listSelection(def: AnyResource, q: Record<string, unknown>) {
  return {
    q: q.q as string | undefined,
    filters: Object.fromEntries(def.list.filters.map((k) => [k, q[k] as string | number | undefined])),
    archived: q.archived === 'true',
    view: q.view as string | undefined,
    from: q.from as string | undefined,
    to: q.to as string | undefined,
  };
}

/**
 * The generic routes of one record type: list, read, create, update, patch,
 * delete, bulk delete, export and lookup, all validated by the domain schemas
 * and guarded by the resource's permissions.
 */
export const resourceRoutes: FastifyPluginAsyncZod<Options> = async (app, { def, database, hooks }) => {
  const specs = columnsOf(def);
  const shared = def.ownedByUser ? null : new ResourceRepository(def);
  /** The caller's repository: one for a shared type; for a personal type, scoped to the signed-in user. */
  const repoOf = (user: SessionUser | null): ResourceRepository => {
    if (shared) return shared;
    if (!user) throw unauthorized();
    return new ResourceRepository(def, user.id);
  };
  const read = def.permissions.read ?? 'signedIn';
  const write = def.permissions.write ?? 'signedIn';
  const tags = [def.name];
  const ids = resourceOperationIds(def);
  const record = recordSchema(def);
  const listQuery = listQuerySchema(def);

  const selectionOf = (q: Record<string, unknown>) => listSelection(def, q);

  await app.register(historyRoute, { def, database });

  /** A write in its transaction; a refusal of the database becomes the module's problem, or the field's. */
  const guardWrite = async <T>(
    fn: () => Promise<T>,
    failed?: () => { values: Row; before: Row | null; id: number | null; user: SessionUser | null },
  ): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      const ctx = failed?.();
      const mapped =
        ctx && hooks?.writeError ? await hooks.writeError(err, ctx.values, { ...ctx, rows: database.rows }) : null;
      throw mapped ?? fieldConflict(def, specs, err) ?? err;
    }
  };

  app.get(
    '/',
    {
      config: { access: read },
      schema: {
        tags,
        operationId: ids.list,
        summary: `List ${def.plural}`,
        querystring: listQuery,
        response: { 200: listResponseSchema(def) },
      },
    },
    async (request) => {
      const q = request.query as Record<string, unknown> & {
        page: number;
        pageSize: number;
        sort: string;
        q?: string;
        after?: string;
        before?: string;
        count?: 'exact';
      };
      const { items, total, estimated, next, prev } = await repoOf(request.user).list(
        database.rows,
        {
          page: q.page,
          pageSize: q.pageSize,
          sort: q.sort,
          after: q.after,
          before: q.before,
          exactCount: q.count === 'exact',
          ...selectionOf(q),
        },
        readCacheOf(database),
      );
      const page = { items: readableBy(def, request.user, items), total, page: q.page, pageSize: q.pageSize };
      return { ...page, ...(estimated ? { estimated } : {}), next, prev };
    },
  );

  app.get(
    '/export',
    {
      config: { access: read },
      schema: {
        tags,
        operationId: ids.export,
        summary: `Export ${def.plural} as CSV or Excel`,
        querystring: listQuery
          .omit({ page: true, pageSize: true, after: true, before: true })
          .extend({ ...exportQuerySchema.shape, lang: documentQueryShape.lang }),
      },
    },
    async (request, reply) => {
      const q = request.query as Record<string, unknown> & {
        sort: string;
        q?: string;
        format: 'csv' | 'xlsx';
        ids?: string;
        lang?: Language;
      };
      const ids = q.ids?.split(',').map(Number);
      const read = readableBy(
        def,
        request.user,
        await repoOf(request.user).all(database.rows, { sort: q.sort, ...selectionOf(q), ids }, EXPORT_LIMIT),
      );
      const records = hooks?.exportRecord ? read.map(hooks.exportRecord) : read;
      const { localisation } = await readSettings(database);
      const t = translator(q.lang ?? localisation.language ?? 'en', localisation.toothNumbering);
      reply.header('content-disposition', `attachment; filename="${def.list.exportFilename ?? def.name}.${q.format}"`);
      if (q.format === 'xlsx')
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(await toXlsx(def, records, localisation, t));
      return reply.type('text/csv; charset=utf-8').send(toCsv(def, records, t));
    },
  );

  if (def.summary) {
    app.get(
      '/summary',
      {
        config: { access: read },
        schema: {
          tags,
          operationId: ids.summary,
          summary: `Summary tiles and charts of ${def.plural}`,
          description: 'Computed over the records the list shows: the same search (`q`) and filters.',
          querystring: listQuery.omit({ page: true, pageSize: true, sort: true, after: true, before: true }),
          response: { 200: summaryResponseSchema },
        },
      },
      async (request) => {
        const q = request.query as Record<string, unknown> & { q?: string };
        const repo = repoOf(request.user);
        const selection = selectionOf(q);
        // Kept while no write changes the tables it reads (db/read-cache.ts): a full scan per request otherwise.
        return readCacheOf(database).get(repo.tables, repo.cacheKey('summary', selection), () =>
          new SummaryQueries(def, repo).summary(database.rows, selection),
        );
      },
    );
  }

  if (def.analytics?.length)
    app.get(
      '/analytics',
      {
        config: { access: read },
        schema: {
          tags,
          operationId: ids.analytics,
          summary: `Analytics charts of ${def.plural}`,
          description: 'Computed in SQL over the records the list would show: the same search (`q`) and filters.',
          querystring: listQuery.omit({ page: true, pageSize: true, sort: true, after: true, before: true }),
          response: { 200: z.object({ charts: summaryResponseSchema.shape.charts }) },
        },
      },
      async (request) => {
        const q = request.query as Record<string, unknown> & { q?: string };
        const repo = repoOf(request.user);
        const selection = selectionOf(q);
        const charts = await readCacheOf(database).get(repo.tables, repo.cacheKey('analytics', selection), () =>
          new SummaryQueries(def, repo).analytics(database.rows, selection),
        );
        return { charts };
      },
    );

  app.get(
    '/lookup',
    {
      config: { access: read },
      schema: {
        tags,
        operationId: ids.lookup,
        summary: `Names of ${def.plural} for pick lists`,
        querystring: lookupQuerySchema,
        response: { 200: z.array(lookupItemSchema) },
      },
    },
    async (request) => {
      const ids = request.query.ids ? request.query.ids.split(',').map(Number) : [];
      return (await repoOf(request.user).lookup(database.rows, request.query.q, ids)).map((r) => ({
        id: Number(r.id),
        label: r.label,
      }));
    },
  );

  app.get(
    '/:id',
    {
      config: { access: read },
      schema: {
        tags,
        operationId: ids.get,
        summary: `Read a ${def.label}`,
        params: idParamSchema,
        response: { 200: record },
      },
    },
    async (request) => {
      const row = await repoOf(request.user).get(database.rows, request.params.id);
      if (!row) throw notFound(`The ${def.label.toLowerCase()}`);
      return readableBy(def, request.user, [row])[0];
    },
  );

  if (servesRoute(def, 'create'))
    app.post(
      '/',
      {
        // A module's hooks may refuse a new record for the state of others (a clash, a closed invoice).
        config: { access: write, problems: hooks ? [409] : [] },
        schema: {
          tags,
          operationId: ids.create,
          summary: `Create a ${def.label}`,
          headers: idempotencyHeaderSchema,
          body: createSchema(def),
          response: { 201: record },
        },
      },
      async (request, reply) => {
        const body = request.body as Row;
        const repo = repoOf(request.user);
        const user = request.user;
        await guardWrite(
          () =>
            idempotentCreate(database, request, reply, 201, (rows) =>
              createRecord(rows, body, { def, repo, hooks, user }),
            ),
          () => ({ values: body, before: null, id: null, user }),
        );
        return reply;
      },
    );

  /** A PATCH carries only some fields: the resource's rules hold for the stored record with the patch applied. */
  const checkRules = (before: Row, values: Row) => {
    const errors = ruleViolations(def, { ...before, ...values });
    if (errors.length) throw new HttpProblem(422, errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  };

  /**
   * One update inside the caller's transaction: the record locked, the rules of a
   * partial update checked on the merged record, the module's hooks, the versioned
   * write and its audit entry. `onLocked` learns the stored record (for `writeError`).
   */
  const updateIn = async (
    rows: Rows,
    target: { id: number; version: number },
    given: Row,
    user: SessionUser | null,
    partial: boolean,
    onLocked?: (before: Row) => void,
  ): Promise<Row> => {
    const { id, version } = target;
    const repo = repoOf(user);
    const before = await repo.get(rows, id, true);
    if (!before) throw notFound(`The ${def.label.toLowerCase()}`);
    onLocked?.(before);
    if (before.archivedAt)
      throw new HttpProblem(409, `This ${def.label.toLowerCase()} is archived: restore it before editing.`);
    if (partial) checkRules(before, given);
    const ctx: WriteContext = { rows, user, before };
    const values = hooks?.beforeWrite ? await hooks.beforeWrite(given, ctx) : given;
    const record = { ...before, ...values };
    await checkReferences(repo, rows, values, record);
    if (String(record[PATIENT_FIELD]) !== String(before[PATIENT_FIELD]))
      await checkPatientMove(rows, def, id, record[PATIENT_FIELD]);
    if (!(await repo.update(rows, id, version, values, record))) throw stale();
    await hooks?.afterWrite?.(id, values, ctx);
    const after = (await repo.get(rows, id))!;
    await hooks?.afterChange?.({ id, before, after }, ctx);
    await writeAudit(rows, user, def.name, id, 'update', diff(before, after));
    return after;
  };

  const applyUpdate = (id: number, body: unknown, user: SessionUser | null, partial = false) => {
    const { version, ...given } = body as Row & { version: number };
    let stored: Row | null = null;
    return guardWrite(
      () =>
        database.transaction((rows) =>
          updateIn(rows, { id, version }, given, user, partial, (before) => {
            stored = before;
          }),
        ),
      () => ({ values: given, before: stored, id, user }),
    );
  };

  if (def.bulkEdit?.length && servesRoute(def, 'update'))
    await app.register(bulkUpdateRoute, {
      def,
      database,
      updateMany: (items, values, user) =>
        guardWrite(() =>
          database.transaction(async (rows) => {
            // In id order, so that two bulk updates of overlapping records lock them in the same order.
            for (const item of [...items].sort((a, b) => a.id - b.id)) await updateIn(rows, item, values, user, true);
            return items.length;
          }),
        ),
    });

  if (servesRoute(def, 'update'))
    app.put(
      '/:id',
      {
        config: { access: write },
        schema: {
          tags,
          operationId: ids.replace,
          summary: `Replace a ${def.label}`,
          params: idParamSchema,
          body: updateSchema(def),
          response: { 200: record },
        },
      },
      (request) => applyUpdate(request.params.id, request.body, request.user),
    );

  if (servesRoute(def, 'update'))
    app.patch(
      '/:id',
      {
        config: { access: write },
        schema: {
          tags,
          operationId: ids.update,
          summary: `Change some fields of a ${def.label}`,
          params: idParamSchema,
          body: patchSchema(def),
          response: { 200: record },
        },
      },
      (request) => applyUpdate(request.params.id, request.body, request.user, true),
    );

  /** Removes (or archives) the records with their audit entries, inside the caller's transaction. */
  const removeIn = async (rows: Rows, ids: number[], user: SessionUser | null): Promise<number[]> => {
    const repo = repoOf(user);
    if (ids.length) await hooks?.beforeRemove?.(ids, { rows, user });
    // An erased record's audit entry keeps what it held; an archived one is still there.
    const before = new Map<number, Row>();
    if (!def.archivable || hooks?.afterChange)
      for (const id of ids) {
        const row = await repo.get(rows, id);
        if (row) before.set(id, row);
      }
    const gone = await repo.remove(rows, ids);
    if (hooks?.afterChange)
      for (const id of gone)
        await hooks.afterChange(
          { id, before: before.get(id) ?? null, after: (await repo.get(rows, id)) ?? null },
          {
            rows,
            user,
          },
        );
    // An erased record takes its files with it; an archived one keeps them.
    if (!def.archivable && filesFieldsOf(def.fields).size) await fileStore.removeAllOf(rows, def.name, gone);
    const action = def.archivable ? 'archive' : 'delete';
    for (const id of gone)
      await writeAudit(rows, user, def.name, id, action, def.archivable ? null : (before.get(id) ?? null));
    return gone;
  };

  const removeMany = (ids: number[], user: SessionUser | null) =>
    database
      .transaction((rows) => removeIn(rows, ids, user))
      .catch((err: unknown) => {
        // Other records still point at one of these: say what blocks the delete.
        throw inUseProblem(def, err) ?? err;
      });

  if (def.removeAll) await app.register(removeAllRoute, { def, database, repoOf, selectionOf, removeIn });

  app.delete(
    '/:id',
    {
      // Refused while other records point at it, or while its module keeps it (an issued invoice).
      config: { access: write, problems: [409] },
      schema: {
        tags,
        operationId: ids.delete,
        summary: `Delete a ${def.label}`,
        params: idParamSchema,
        response: { 204: z.undefined().describe('Deleted (or archived): no content') },
      },
    },
    async (request, reply) => {
      const gone = await removeMany([request.params.id], request.user);
      if (!gone.length) throw notFound(`The ${def.label.toLowerCase()}`);
      return reply.status(204).send(undefined);
    },
  );

  if (def.archivable)
    app.post(
      '/:id/restore',
      {
        config: { access: write },
        schema: {
          tags,
          operationId: ids.restore,
          summary: `Restore an archived ${def.label}`,
          params: idParamSchema,
          response: { 200: record },
        },
      },
      (request) => {
        const repo = repoOf(request.user);
        return database.transaction(async (rows) => {
          const id = request.params.id;
          const before = await repo.get(rows, id, true);
          if (!before) throw notFound(`The ${def.label.toLowerCase()}`);
          if (!(await repo.restore(rows, id))) return before;
          const after = (await repo.get(rows, id))!;
          // Checked again as it comes back: a visit it points at may have gone to another patient meanwhile.
          await checkReferences(repo, rows, after);
          await hooks?.afterChange?.({ id, before, after }, { rows, user: request.user });
          await writeAudit(rows, request.user, def.name, id, 'restore', null);
          return after;
        });
      },
    );

  app.post(
    '/bulk-delete',
    {
      config: { access: write, problems: [409] },
      schema: {
        tags,
        operationId: ids.bulkDelete,
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
