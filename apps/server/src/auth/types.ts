import type { Permission, Role } from '@chairside/domain';
import type { SessionCache } from './session-cache.js';

export interface SessionUser {
  id: number;
  username: string;
  role: Role | null;
  permissions: readonly Permission[];
  tokenHash: string;
}

/**
 * Who may call a route: 'public' (anyone), 'signedIn' (any active account) or
 * a permission. Routes without it default to 'signedIn'.
 */
export type Access = 'public' | 'signedIn' | Permission;

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this process keeps (`session-cache.ts`). */
    sessions: SessionCache;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Error statuses the route answers with beyond those its declaration shows
     * (a conflict its module raises, an upload's 413): the OpenAPI document lists them.
     */
    problems?: readonly number[];
  }
}
