import {
  EQUIPMENT_MESSAGES,
  equipment,
  IN_MAINTENANCE,
  idParamSchema,
  maintenanceInputSchema,
  maintenanceListSchema,
  maintenanceQuerySchema,
  maintenanceRecordSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { notFound, stale } from '../../http/problem.js';
import { diff, writeAudit } from '../../resources/audit.js';
import { ResourceRepository } from '../../resources/repository.js';
import { maintenanceStore } from './maintenance.js';

const missing = () => notFound('The equipment');

/** The later of two `YYYY-MM-DD` days, either of which may be missing. */
const later = (a: unknown, b: string): string => (typeof a === 'string' && a > b ? a : b);

/**
 * What equipment adds to the generic routes: its maintenance history, read a
 * page at a time, and Add Maintenance, which appends a record and puts the
 * equipment In Maintenance (spec 002 §4).
 */
export const equipmentRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const repo = new ResourceRepository(equipment);
  const tags = [equipment.name];

  app.get(
    '/:id/maintenance',
    {
      config: { access: equipment.permissions.read ?? 'signedIn' },
      schema: {
        tags,
        summary: 'The maintenance history of a piece of equipment',
        description: 'Newest first (by date, then by when it was recorded), with the account that recorded each.',
        params: idParamSchema,
        querystring: maintenanceQuerySchema,
        response: { 200: maintenanceListSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { page, pageSize } = request.query;
      if (!(await repo.get(database.rows, id))) throw missing();
      return { ...(await maintenanceStore.page(database.rows, id, page, pageSize)), page, pageSize };
    },
  );

  app.post(
    '/:id/maintenance',
    {
      config: { access: equipment.permissions.write ?? 'signedIn', problems: [409] },
      schema: {
        tags,
        summary: 'Add a maintenance record to a piece of equipment',
        description:
          `Appends the record (date, type, notes) to the history and sets the equipment's status to ${IN_MAINTENANCE} ` +
          "and its last service date to the record's date when that is later, and its next service date to `nextServiceDue` " +
          "when given; the change is in the record's history. " +
          `Answers the record; \`${EQUIPMENT_MESSAGES.maintenanceAdded}\` is what the screen says.`,
        params: idParamSchema,
        body: maintenanceInputSchema,
        response: { 201: maintenanceRecordSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = request.user;
      const saved = await database.transaction(async (rows) => {
        const before = await repo.get(rows, id, true);
        if (!before) throw missing();
        const record = await maintenanceStore.add(rows, id, request.body, user?.id ?? null);
        const values = {
          status: IN_MAINTENANCE,
          lastServiceDate: later(before.lastServiceDate, record.date),
          ...(request.body.nextServiceDue ? { nextServiceDue: request.body.nextServiceDue } : {}),
        };
        if (!(await repo.update(rows, id, Number(before.version), values, { ...before, ...values }))) throw stale();
        const after = (await repo.get(rows, id))!;
        await writeAudit(rows, user, equipment.name, id, 'update', diff(before, after));
        return record;
      });
      return reply.status(201).send(saved);
    },
  );
};
