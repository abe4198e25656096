import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { forbidden, HttpProblem, unauthorized } from '../http/problem.js';
import type { SessionCache } from './session-cache.js';
import { findSession, SESSION_COOKIE } from './sessions.js';
import type { Access } from './types.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A state-changing request from a browser must come from our own origin. */
function checkOrigin(request: FastifyRequest): void {
  if (SAFE.has(request.method)) return;
  const origin = request.headers.origin ?? request.headers.referer;
  if (!origin) return; // not a browser (curl, server-to-server): the SameSite cookie still applies
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new HttpProblem(403, 'Cross-site request refused.');
  }
  if (host !== request.headers.host) throw new HttpProblem(403, 'Cross-site request refused.');
}

/**
 * One guard for every /api route: it reads the session cookie, then checks the
 * route's declared access (config.access, default 'signedIn'). Both happen on
 * request, before the body and query are validated, so that a visitor or a
 * role without the permission learns nothing about what a route expects.
 * Every API answer is `Cache-Control: no-store` (it may hold health data);
 * a route may still set its own.
 */
export function installGuard(app: FastifyInstance, database: Database, config: Config, sessions: SessionCache): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('cache-control', 'no-store');
    checkOrigin(request);
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length < 200) request.user = await findSession(database, config, sessions, token);
    // An unknown path is a 404 for everyone, signed in or not.
    if (request.is404) return;
    const access: Access = request.routeOptions.config.access ?? 'signedIn';
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (access === 'signedIn') return;
    if (!request.user.permissions.includes(access)) throw forbidden();
  });
}
