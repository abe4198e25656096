import {
  AUTH_MESSAGES,
  changePasswordSchema,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  loginSchema,
  meSchema,
  permissionsOf,
  registerSchema,
  userSchema,
} from '@chairside/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { HttpProblem, unauthorized } from '../http/problem.js';
import { createUser, findUserById, findUserByName, setPassword, toUser } from '../users/store.js';
import { deviceTokenHash, isKnownDevice, rememberDevice } from './devices.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';
import type { SessionCache } from './session-cache.js';
import { createSession, revokeSession, revokeUserSessions, SESSION_COOKIE } from './sessions.js';
import { staffNameOf } from './staff-name.js';
import { assertNotLocked, recordFailure, recordSuccess, scopesOf } from './throttle.js';

interface Deps {
  database: Database;
  config: Config;
  sessions: SessionCache;
}

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, { database, config, sessions }) => {
  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
    });
  const rateLimit = { max: config.loginRatePerMinute, timeWindow: 60_000 };

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit, problems: [401, 403] },
      schema: { tags: ['auth'], summary: 'Sign in', body: loginSchema, response: { 200: meSchema } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await findUserByName(database, username);
      // A known username and an unknown one answer alike: same locks, same status, same hashing time.
      const deviceHash = deviceTokenHash(request);
      const known = user ? await isKnownDevice(database, deviceHash, user.id) : false;
      const scopes = scopesOf(
        config,
        request.ip,
        username,
        known && user && deviceHash ? { tokenHash: deviceHash, userId: user.id } : null,
      );
      await assertNotLocked(database, scopes);
      const passwordOk = user ? await verifyPassword(user.password_hash, password) : await burnPasswordCheck(password);
      if (!user || !passwordOk) {
        await recordFailure(database, config, scopes);
        throw new HttpProblem(401, AUTH_MESSAGES.loginFailed);
      }
      if (!user.active || !user.role) throw new HttpProblem(403, AUTH_MESSAGES.inactive);
      await recordSuccess(database, scopes, user.id);
      await rememberDevice(database, config, request, reply, user.id);
      // Rotate: whatever session this browser had ends now.
      if (request.user) await revokeSession(database, sessions, request.user.tokenHash);
      const token = await createSession(database, config, user.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setCookie(reply, token);
      return {
        id: user.id,
        username: user.username,
        name: await staffNameOf(database, user.id),
        role: user.role,
        permissions: [...permissionsOf(user.role)],
      };
    },
  );

  app.post(
    '/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Sign out' } },
    async (request, reply) => {
      if (request.user) await revokeSession(database, sessions, request.user.tokenHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'public', problems: [401] },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meSchema } },
    },
    async (request) => {
      const u = request.user;
      if (!u) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      return {
        id: u.id,
        username: u.username,
        name: await staffNameOf(database, u.id),
        role: u.role,
        permissions: [...u.permissions],
      };
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit, problems: [409] },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (inactive until an admin activates it)',
        body: registerSchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      // registerSchema is not strict: extra fields such as `role` are dropped, never trusted.
      const created = await createUser(database, { ...request.body, role: null, active: false });
      if (!created)
        throw new HttpProblem(409, AUTH_MESSAGES.registerFailed, [
          { path: 'username', message: AUTH_MESSAGES.registerFailed },
        ]);
      return reply.status(201).send(toUser(created));
    },
  );

  app.post(
    '/password',
    { schema: { tags: ['auth'], summary: 'Change my password', body: changePasswordSchema } },
    async (request, reply) => {
      const me = request.user!;
      const user = await findUserById(database, me.id);
      if (!user || !(await verifyPassword(user.password_hash, request.body.currentPassword)))
        throw new HttpProblem(422, AUTH_MESSAGES.currentPasswordWrong, [
          { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong },
        ]);
      await setPassword(database, me.id, request.body.newPassword);
      // Other sessions of this account end; this one goes on.
      await revokeUserSessions(database, sessions, me.id);
      const token = await createSession(database, config, me.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setCookie(reply, token);
      return reply.status(204).send();
    },
  );

  app.get(
    '/demo-accounts',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Demo accounts (empty outside demo mode)',
        response: {
          200: z.object({
            demo: z.boolean(),
            password: z.string().nullable(),
            accounts: z.array(z.object({ username: z.string(), role: z.string() })),
          }),
        },
      },
    },
    async () =>
      config.demo
        ? { demo: true, password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS.map((a) => ({ ...a })) }
        : { demo: false, password: null, accounts: [] },
  );
};
