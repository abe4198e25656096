import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ResponseWriter, responseWriter, type Write } from './response-writer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** How each route's answers are written, one per route and status (filled as routes are compiled). */
    responseWriters: readonly ResponseWriter[];
  }
}

/** A route's response schema as Fastify hands it over: the zod schema, or `{ properties: schema }`. */
type RouteResponseSchema = z.ZodType | { properties: z.ZodType };

const zodSchemaOf = (schema: RouteResponseSchema): z.ZodType => ('_zod' in schema ? schema : schema.properties);

/** The writer, preceded by zod's check of the data (a handler returning what its schema refuses fails as today). */
function validated(writer: ResponseWriter): Write {
  return (data) => {
    const checked = z.safeEncode(writer.schema, data);
    if (!checked.success) throw new ResponseSerializationError(writer.method, writer.url, { cause: checked.error });
    return writer.write(data);
  };
}

/**
 * Every JSON answer is written from its route's response schema, compiled once per route (response-writer.ts).
 * With `validate` (tests, development: `RESPONSE_VALIDATION`), zod also checks each answer before it is
 * written; production does not pay for that check, and the compiled writer still writes declared keys only.
 */
export function installResponseSerializer(app: FastifyInstance, { validate }: { validate: boolean }): void {
  const writers: ResponseWriter[] = [];
  app.decorate('responseWriters', writers);
  const compiler: FastifySerializerCompiler<RouteResponseSchema> = ({ schema, method, url, httpStatus }) => {
    const writer = responseWriter(zodSchemaOf(schema), method, url, httpStatus ?? 'default');
    writers.push(writer);
    return validate && writer.kind === 'compiled' ? validated(writer) : writer.write;
  };
  app.setSerializerCompiler(compiler);
}
