import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { forbidden, HttpProblem, unauthorized } from '../http/problem.js';
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
 * route's declared access (config.access, default 'signedIn').
 */
export function installGuard(app: FastifyInstance, database: Database, config: Config): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    checkOrigin(request);
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length < 200) request.user = await findSession(database, config, token);
  });
  app.addHook('preHandler', async (request) => {
    // An unknown path is a 404 for everyone, signed in or not.
    if (!request.url.startsWith('/api/') || request.is404) return;
    const access: Access = request.routeOptions.config.access ?? 'signedIn';
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (access === 'signedIn') return;
    if (!request.user.permissions.includes(access)) throw forbidden();
  });
}
