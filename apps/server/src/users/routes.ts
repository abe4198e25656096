import {
  idParamSchema,
  lookupItemSchema,
  lookupQuerySchema,
  resetPasswordSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionCache } from '../auth/session-cache.js';
import { revokeUserSessions } from '../auth/sessions.js';
import type { Database } from '../db/client.js';
import { invalid, notFound, stale } from '../http/problem.js';
import { findUserById, setPassword, toUser, type UserRow } from './store.js';

const SORT_COLUMNS: Record<string, string> = {
  username: 'lower(username)',
  createdAt: 'created_at',
  lastLoginAt: 'last_login_at',
};

/** Account management for admins: list, activate, set role, reset password. */
export const userRoutes: FastifyPluginAsyncZod<{ database: Database; sessions: SessionCache }> = async (
  app,
  { database, sessions },
) => {
  const access = 'users.manage' as const;

  app.get(
    '/',
    {
      config: { access },
      schema: {
        tags: ['users'],
        summary: 'List accounts',
        querystring: userListQuerySchema,
        response: {
          200: z.object({ items: z.array(userSchema), total: z.number(), page: z.number(), pageSize: z.number() }),
        },
      },
    },
    async (request) => {
      const { page, pageSize, q, sort, active } = request.query;
      const where: SQL[] = [sql`true`];
      if (q) where.push(sql`username ilike ${`%${q.replace(/[\\%_]/g, '\\$&')}%`}`);
      if (active) where.push(sql`active = ${active === 'true'}`);
      const cond = sql.join(where, sql` and `);
      const desc = sort.startsWith('-');
      const order = sql.raw(`${SORT_COLUMNS[sort.replace(/^-/, '')]} ${desc ? 'desc nulls last' : 'asc'}, id`);
      const [items, [count]] = await Promise.all([
        database.rows<UserRow>(
          sql`select * from users where ${cond} order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`,
        ),
        database.rows<{ total: number }>(sql`select count(*)::int as total from users where ${cond}`),
      ]);
      return { items: items.map(toUser), total: count?.total ?? 0, page, pageSize };
    },
  );

  app.get(
    '/lookup',
    {
      // Who links a staff member to an account picks it here; the full account list stays with users.manage.
      config: { access: 'staff.manage' },
      schema: {
        tags: ['users'],
        summary: 'Usernames of accounts for pick lists',
        querystring: lookupQuerySchema,
        response: { 200: z.array(lookupItemSchema) },
      },
    },
    async (request) => {
      const { q, ids } = request.query;
      const cond = ids
        ? sql`id in (${sql.join(
            ids.split(',').map((id) => sql`${Number(id)}`),
            sql`, `,
          )})`
        : q
          ? sql`username ilike ${`%${q.replace(/[\\%_]/g, '\\$&')}%`}`
          : sql`true`;
      const found = await database.rows<{ id: number; username: string }>(
        sql`select id, username from users where ${cond} order by lower(username), id limit 20`,
      );
      return found.map((r) => ({ id: Number(r.id), label: r.username }));
    },
  );

  app.patch(
    '/:id',
    {
      config: { access },
      schema: {
        tags: ['users'],
        summary: 'Activate, deactivate or set the role of an account',
        params: idParamSchema,
        body: userUpdateSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { role, active, version } = request.body;
      const current = await findUserById(database, id);
      if (!current) throw notFound('The account');
      if (id === request.user!.id && (active === false || (role !== undefined && role !== 'Admin')))
        throw invalid(active === false ? 'active' : 'role', 'You cannot deactivate or demote your own account.');
      const nextActive = active ?? current.active;
      const nextRole = role === undefined ? current.role : role;
      if (nextActive && !nextRole) throw invalid('role', 'Choose a role before activating the account.');
      const [row] = await database.rows<UserRow>(sql`
        update users set role = ${nextRole}, active = ${nextActive}, updated_at = app_now(), version = version + 1
        where id = ${id} and version = ${version} returning *`);
      if (!row) throw stale();
      if (!row.active || row.role !== current.role) await revokeUserSessions(database, sessions, id);
      return toUser(row);
    },
  );

  app.post(
    '/:id/password',
    {
      config: { access },
      schema: {
        tags: ['users'],
        summary: 'Set a new password for an account',
        params: idParamSchema,
        body: resetPasswordSchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await findUserById(database, id))) throw notFound('The account');
      await setPassword(database, id, request.body.password);
      await revokeUserSessions(database, sessions, id);
      return reply.status(204).send();
    },
  );
};
