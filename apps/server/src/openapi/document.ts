import { APP_VERSION, problemSchema } from '@chairside/domain';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operationIdOf } from './operation-ids.js';
import { problemResponses, type RouteShape, sharedProblemResponses } from './problems.js';

/** Where a route's error responses wait between the per-route transform and the whole document's. */
const PROBLEMS_KEY = 'x-chairside-problems';

/** A zod object's keys, or none for another kind of schema. */
const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};

/** What the route's declaration tells about its errors. */
export function shapeOf(route: RouteOptions): RouteShape {
  const schema = (route.schema ?? {}) as FastifySchema;
  const config = route.config ?? {};
  return {
    method: Array.isArray(route.method) ? String(route.method[0]) : String(route.method),
    url: route.url,
    access: config.access ?? 'signedIn',
    body: schema.body !== undefined,
    query: schema.querystring !== undefined,
    params: schema.params !== undefined,
    versioned: keysOf(schema.body).includes('version'),
    rateLimited: config.rateLimit !== undefined,
    extra: config.problems ?? [],
  };
}

/** `/api/clinics/` → `/api/clinics`: one path per route, none with a trailing slash. */
export const withoutTrailingSlash = (url: string): string => (url.length > 1 ? url.replace(/\/+$/, '') : url);

type Operation = { responses?: Record<string, unknown>; [PROBLEMS_KEY]?: Record<string, unknown> };

/**
 * The options of @fastify/swagger: an OpenAPI 3.1 document (JSON Schema 2020-12,
 * so a nullable value is `anyOf` with `{ type: 'null' }`), each operation with
 * an operationId (the route's own, else one made of its method and path) and
 * the problem+json responses of the errors it can answer with.
 */
export function openapiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chairside API',
        version: APP_VERSION,
        description:
          'Dental clinic back-office API. Every error is `application/problem+json` (RFC 9457): ' +
          'see the Problem schema.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'chairside_session' } } },
      security: [{ session: [] }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      if (schema.hide) return { schema, url };
      const route = input.route;
      const shape = shapeOf(route);
      const given = (input.schema as { operationId?: string }).operationId;
      return {
        url: withoutTrailingSlash(url),
        schema: {
          ...schema,
          operationId: given ?? operationIdOf(shape.method, withoutTrailingSlash(url)),
          // A public route needs no session: the document's default security does not apply.
          ...(shape.access === 'public' ? { security: [] } : {}),
          [PROBLEMS_KEY]: problemResponses(shape),
        },
      };
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const doc = openapiObject as {
        components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
        paths?: Record<string, Record<string, Operation>>;
      };
      doc.components = {
        ...doc.components,
        schemas: { ...doc.components?.schemas, Problem: problemJsonSchema() },
        responses: { ...doc.components?.responses, ...sharedProblemResponses() },
      };
      for (const item of Object.values(doc.paths ?? {}))
        for (const operation of Object.values(item)) {
          const problems = operation[PROBLEMS_KEY];
          if (!problems) continue;
          delete operation[PROBLEMS_KEY];
          operation.responses = { ...operation.responses, ...problems };
        }
      return openapiObject;
    },
  };
}

/** The Problem schema as JSON Schema 2020-12; extension members (the clashing appointment) may follow. */
function problemJsonSchema() {
  const { $schema: _, ...schema } = z.toJSONSchema(problemSchema, { target: 'draft-2020-12', io: 'input' });
  return {
    ...schema,
    description: 'RFC 9457 problem details: every error of the API. `errors` lists the fields a 400 or 422 refuses.',
  };
}
