import {
  MIN_PHONE_DIGITS,
  type PatientDuplicate,
  patientDuplicatesQuerySchema,
  patientDuplicatesSchema,
  patients,
  phoneDigits,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';

const READ = patients.permissions.read ?? 'signedIn';

/** At most this many likely duplicates are named. */
const LIMIT = 5;

/**
 * What patients add to the generic routes: the likely duplicates of a patient
 * about to be saved (same name, whatever the case and spaces, and birth date;
 * or the same telephone digits), so the Add Patient form can ask before
 * making a second record of one person. Both tests use an expression index
 * (migration `patient_duplicates`).
 */
export const patientRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/duplicates',
    {
      config: { access: READ },
      schema: {
        tags: [patients.name],
        summary: 'Live patients a new one would likely repeat',
        description:
          'Patients (not archived) with the same `fullName` (whatever the case and spaces) and `birthDate`, ' +
          `or the same digits of \`telephone\` (${MIN_PHONE_DIGITS} or more), at most ${LIMIT}, ` +
          'each with the `reasons` it matched; `except` leaves out the patient being edited.',
        querystring: patientDuplicatesQuerySchema,
        response: { 200: patientDuplicatesSchema },
      },
    },
    async (request) => {
      const { fullName, birthDate, telephone, except } = request.query;
      const name = fullName?.trim().replace(/\s+/g, ' ').toLowerCase() ?? '';
      const digits = phoneDigits(telephone ?? '');
      const byName = name !== '' && birthDate !== undefined;
      const byPhone = digits.length >= MIN_PHONE_DIGITS;
      if (!byName && !byPhone) return [];
      const sameName = byName
        ? sql`lower(regexp_replace(btrim(full_name), '\\s+', ' ', 'g')) = ${name} and birth_date = ${birthDate}::date`
        : sql`false`;
      const samePhone = byPhone ? sql`regexp_replace(telephone, '\\D', '', 'g') = ${digits}` : sql`false`;
      const rows = await database.rows<Omit<PatientDuplicate, 'reasons'> & { byName: boolean; byPhone: boolean }>(sql`
        select id::int as id, full_name as "fullName", medical_record_number as "medicalRecordNumber",
               birth_date::text as "birthDate", telephone, (${sameName}) as "byName", (${samePhone}) as "byPhone"
        from patients
        where archived_at is null and id <> ${except ?? 0} and ((${sameName}) or (${samePhone}))
        order by id limit ${LIMIT}`);
      return rows.map(({ byName: n, byPhone: p, ...patient }) => ({
        ...patient,
        reasons: [...(n ? (['nameAndBirthDate'] as const) : []), ...(p ? (['telephone'] as const) : [])],
      }));
    },
  );
};
