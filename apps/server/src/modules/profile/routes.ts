import {
  PROFILE_FIELDS,
  PROFILE_MESSAGES,
  type Profile,
  profileSchema,
  profileUpdateSchema,
  staff,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Rows } from '../../db/client.js';
import { HttpProblem, invalid, stale, unauthorized } from '../../http/problem.js';
import { diff, writeAudit } from '../../resources/audit.js';
import type { Row } from '../../resources/columns.js';
import { ResourceRepository } from '../../resources/repository.js';

const KEYS = Object.keys(PROFILE_FIELDS) as (keyof typeof PROFILE_FIELDS)[];

const profileOf = (record: Row | null): Profile => {
  const value = (key: string) => (record && typeof record[key] === 'string' ? String(record[key]) : null);
  return {
    staffId: record ? Number(record.id) : null,
    version: record ? Number(record.version) : null,
    fullName: value('fullName'),
    email: value('email'),
    phone: value('phone'),
    address: value('address'),
    birthDate: value('birthDate'),
  };
};

/**
 * Spec 002 "Profile": the signed-in person's own name, email, telephone,
 * address and birth date, kept on the staff record linked to their account
 * (no permission needed: it is their own record, and only those fields).
 */
export const profileRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const repo = new ResourceRepository(staff);
  const linked = async (rows: Rows, userId: number, lock = false): Promise<Row | null> => {
    const [row] = await rows<{ id: number }>(sql`select id from staff where account = ${userId}`);
    return row ? ((await repo.get(rows, Number(row.id), lock)) ?? null) : null;
  };

  app.get(
    '/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profile'],
        summary: 'My profile',
        description: 'The personal fields of the staff record linked to my account; all null when none is linked.',
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return profileOf(await linked(database.rows, request.user.id));
    },
  );

  app.put(
    '/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['profile'],
        summary: 'Change my profile',
        description: `Writes the personal fields on my linked staff record (versioned, audited). 409 when no staff record is linked: "${PROFILE_MESSAGES.notLinked}"`,
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthorized();
      const { version, ...given } = request.body;
      return database.transaction(async (rows) => {
        const before = await linked(rows, user.id, true);
        if (!before) throw new HttpProblem(409, PROFILE_MESSAGES.notLinked);
        const id = Number(before.id);
        const [taken] = await rows(
          sql`select 1 from staff where lower(email) = lower(${given.email}) and id <> ${id} limit 1`,
        );
        if (taken) throw invalid('email', staff.fields.email.uniqueMessage ?? 'This email is taken');
        const values = Object.fromEntries(KEYS.map((k) => [k, given[k] ?? null]));
        if (!(await repo.update(rows, id, version, values, { ...before, ...values }))) throw stale();
        const after = (await repo.get(rows, id))!;
        await writeAudit(rows, user, staff.name, id, 'update', diff(before, after));
        return profileOf(after);
      });
    },
  );
};
