import {
  idParamSchema,
  type PatientRecall,
  patientRecallBodySchema,
  patientRecallSchema,
  patientRecallsResponseSchema,
  recallTypes,
  recordIdParam,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Rows } from '../../db/client.js';
import { notFound, stale } from '../../http/problem.js';
import { readContacts } from './contacts.js';
import { recallDue } from './due.js';

const tags = ['recall'];
const READ = 'appointments.view';
const WRITE = 'appointments.edit';

/** The patient's recall of each active type (one type when `recallType` is given). */
function patientRecalls(rows: Rows, patient: number, recallType?: number): Promise<PatientRecall[]> {
  return rows<PatientRecall>(sql`
    select rt.id::int as "recallType", rt.name as "recallTypeName", r.last_done::text as "lastDone",
      r.computed_due::text as "computedDue", r.due_override::text as "dueOverride", r.note,
      coalesce(r.excluded, false) as excluded, r.due_on::text as "dueOn", r.version::int as version
    from recall_types rt
    left join ${recallDue(sql`${sql.param([patient])}::bigint[]`)} r on r.recall_type = rt.id
    where rt.active ${recallType ? sql`and rt.id = ${recallType}` : sql``}
    order by rt.name, rt.id`);
}

async function patientExists(rows: Rows, id: number): Promise<void> {
  const [found] = await rows(sql`select 1 from patients where id = ${id}`);
  if (!found) throw notFound('The patient');
}

/** A patient's recalls on their page (issue 25): what is due, adjusted by hand, or excluded. */
export const patientRecallRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/:id/recalls',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A patient’s recalls',
        description:
          'For each active recall type: the last completed procedure of one of its services, the due date it ' +
          'gives, the date set by hand (and its note), whether the patient is excluded, and the due date the ' +
          'recall list uses; with the patient’s last 20 recall contacts.',
        params: idParamSchema,
        response: { 200: patientRecallsResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await patientExists(database.rows, id);
      const [items, contacts] = await Promise.all([
        patientRecalls(database.rows, id),
        readContacts(database.rows, sql`rc.patient = ${id}`, 20),
      ]);
      return { items, contacts };
    },
  );

  app.put(
    '/:id/recalls/:recallType',
    {
      config: { access: WRITE, problems: [409] },
      schema: {
        tags,
        summary: 'Adjust a patient’s recall',
        description:
          'Sets the due date by hand with a note (`dueOverride` null: computed from the chart again), or ' +
          'excludes the patient from this recall. `version` is the one read (null when never adjusted): a ' +
          'stale one is a 409. A procedure that resets the recall, completed after this day, takes over ' +
          'from the date set by hand.',
        params: z.object({
          id: idParamSchema.shape.id,
          recallType: recordIdParam('recallType must be a positive whole number'),
        }),
        body: patientRecallBodySchema,
        response: { 200: patientRecallSchema },
      },
    },
    async (request) => {
      const { id, recallType } = request.params;
      const b = request.body;
      const user = request.user;
      return database.transaction(async (rows) => {
        await patientExists(rows, id);
        const [type] = await rows(sql`select 1 from ${sql.identifier(recallTypes.table)} where id = ${recallType}`);
        if (!type) throw notFound('The recall type');
        const [current] = await rows<{ version: number }>(sql`
          select version from patient_recalls where patient = ${id} and recall_type = ${recallType} for update`);
        if ((current?.version ?? null) !== b.version) throw stale();
        await rows(sql`
          insert into patient_recalls (patient, recall_type, due_override, note, excluded, updated_by)
          values (${id}, ${recallType}, ${b.dueOverride}, ${b.note || null}, ${b.excluded}, ${user?.id ?? null})
          on conflict (patient, recall_type) do update set
            due_override = excluded.due_override, note = excluded.note, excluded = excluded.excluded,
            updated_by = excluded.updated_by, updated_at = app_now(), version = patient_recalls.version + 1`);
        const [saved] = await patientRecalls(rows, id, recallType);
        return saved!;
      });
    },
  );
};
