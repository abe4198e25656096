import { idParamSchema, permissionsOf, type Role, staff, staffAccountSchema } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/problem.js';

const STAFF_MANAGE = staff.permissions.write ?? 'staff.manage';

/** The account columns of a staff member's row: all null when no account is linked. */
interface AccountRow {
  id: number | null;
  username: string | null;
  role: Role | null;
  active: boolean | null;
}

/**
 * What the staff screen adds to the generic routes: the linked sign-in account
 * and the permissions it really has, from its role in the permission table.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/:id/account',
    {
      // Whoever reads the staff list sees what a colleague may do; the username, which would
      // tell an outsider whom to try signing in as, only those who manage staff (issue 10 §6).
      config: { access: staff.permissions.read ?? 'signedIn' },
      schema: {
        tags: [staff.name],
        summary: 'The sign-in account of a staff member and its permissions',
        description:
          'null when no account is linked. An inactive account, or one without a role, has no permissions. ' +
          'The username is null for those without staff.manage.',
        params: idParamSchema,
        response: { 200: staffAccountSchema },
      },
    },
    async (request) => {
      const [row] = await database.rows<AccountRow>(sql`
        select u.id, u.username, u.role, u.active
        from staff s left join users u on u.id = s.account
        where s.id = ${request.params.id}`);
      if (!row) throw notFound('The staff member');
      if (row.id === null) return null;
      const active = row.active === true;
      const manager = request.user?.permissions.includes(STAFF_MANAGE) === true;
      return {
        id: Number(row.id),
        username: manager ? String(row.username) : null,
        role: row.role,
        active,
        permissions: active ? [...permissionsOf(row.role)] : [],
      };
    },
  );
};
