import fastJson from 'fast-json-stringify';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { forFastJson } from './fast-json-schema.js';
import { whyNotCompilable } from './response-schema-check.js';

/** Writes one answer's data as the JSON text the client gets. */
export type Write = (data: unknown) => string;

/** How a route's answers of one status are written. */
export interface ResponseWriter {
  method: string;
  url: string;
  status: string;
  schema: z.ZodType;
  /** `compiled`: fast-json-stringify from the schema; `zod`: zod's encode, then JSON.stringify. */
  kind: 'compiled' | 'zod';
  /** Why the schema is written by zod (what it holds that a compiled writer would not write as zod does). */
  why?: string;
  write: Write;
}

/** The JSON Schema of a response, made by the converter that makes the OpenAPI document (same target, 3.1). */
function jsonSchemaOf(schema: z.ZodType, method: string, url: string): unknown {
  const route = { method, url, handler: () => undefined } as RouteOptions;
  const { schema: converted } = jsonSchemaTransform({
    schema: { response: { 200: schema } },
    url,
    route,
    openapiObject: { openapi: '3.1.0' },
  });
  return (converted.response as Record<string, unknown>)['200'];
}

/** zod's writer, as fastify-type-provider-zod makes it: encode (which strips undeclared keys), then stringify. */
export function zodWriter(schema: z.ZodType, method: string, url: string): Write {
  return zodSerializerCompiler({ schema, method, url });
}

/**
 * The writer of a response schema: compiled once with fast-json-stringify when the schema holds only what
 * it writes exactly as zod's encode + JSON.stringify would (declared properties only, nothing that changes a
 * value or fills one in), else zod's.
 */
export function responseWriter(schema: z.ZodType, method: string, url: string, status: string): ResponseWriter {
  const route = { method, url, status, schema };
  const made = compiledWriter(schema, method, url);
  if ('why' in made) return { ...route, kind: 'zod', why: made.why, write: zodWriter(schema, method, url) };
  return { ...route, kind: 'compiled', write: made.write };
}

/**
 * A schema's compiled writer, or why it has none, kept per schema object: the schemas are the domain's, made
 * once per process, and converting them to JSON Schema was a third of building an app (each API test file
 * builds one; a process building its app twice converts each schema once).
 */
const compiledWriters = new WeakMap<z.ZodType, { write: Write } | { why: string }>();

function compiledWriter(schema: z.ZodType, method: string, url: string): { write: Write } | { why: string } {
  const kept = compiledWriters.get(schema);
  if (kept) return kept;
  const made = writerOf(schema, method, url);
  compiledWriters.set(schema, made);
  return made;
}

function writerOf(schema: z.ZodType, method: string, url: string): { write: Write } | { why: string } {
  const why = whyNotCompilable(schema);
  if (why) return { why };
  const jsonSchema = forFastJson(jsonSchemaOf(schema, method, url));
  if (jsonSchema === null) return { why: 'refers to a shared schema' };
  // Compiled when first written: an app has hundreds of routes, most never answered in a test file.
  let compiled: Write | undefined;
  const write: Write = (data) => {
    compiled ??= fastJson(jsonSchema);
    return compiled(data);
  };
  return { write };
}
