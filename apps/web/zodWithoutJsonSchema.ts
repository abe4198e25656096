import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalizePath } from 'vite';

/**
 * zod's classic API builds every schema with a JSON Schema converter attached (its processors and
 * `toJSONSchema`, ~5 KiB gzipped on every admin page): the server turns the domain's schemas into
 * its OpenAPI document; the browser only parses. In the web build, zod's classic schemas get stand-ins
 * for the two converter modules whose functions say so if ever called. `aggregateChecks`, which
 * the classic schemas' `minLength` / `maxLength` / `format` getters read, stays zod's own.
 */
const coreUrl = new URL('.', import.meta.resolve('zod/v4/core'));
const coreDir = normalizePath(fileURLToPath(coreUrl));
const CLASSIC_SCHEMAS = normalizePath(fileURLToPath(new URL('../classic/schemas.js', coreUrl)));
const PROCESSORS = 'json-schema-processors.js';
const TO_JSON_SCHEMA = 'to-json-schema.js';
const STUB_PREFIX = '\0chairside-zod-without-json-schema:';
const UNAVAILABLE = 'JSON Schema conversion is left out of the web build (apps/web/zodWithoutJsonSchema.ts)';

/** The names a zod core module exports, read from its source. */
const exportsOf = (file: string): string[] =>
  [...fs.readFileSync(`${coreDir}${file}`, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]!);

/** A module exporting every name of zod's `file` as a function that throws, except the names `keep`. */
function stubOf(file: string, keep: readonly string[]): string {
  const lines = [`const unavailable = () => { throw new Error(${JSON.stringify(UNAVAILABLE)}); };`];
  if (keep.length) lines.push(`export { ${keep.join(', ')} } from ${JSON.stringify(`${coreDir}${file}`)};`);
  // `create…Method` makes a schema's method when the schema is read (`~standard`): it may run, its method may not.
  for (const name of exportsOf(file).filter((n) => !keep.includes(n)))
    lines.push(`export const ${name} = ${/^create\w+Method$/.test(name) ? '() => unavailable' : 'unavailable'};`);
  return lines.join('\n');
}

export function zodWithoutJsonSchema() {
  return {
    name: 'chairside-zod-without-json-schema',
    enforce: 'pre' as const,
    resolveId(source: string, importer?: string) {
      if (!importer || normalizePath(importer) !== CLASSIC_SCHEMAS) return null;
      if (source === `../core/${PROCESSORS}`) return `${STUB_PREFIX}${PROCESSORS}`;
      if (source === `../core/${TO_JSON_SCHEMA}`) return `${STUB_PREFIX}${TO_JSON_SCHEMA}`;
      return null;
    },
    load(id: string) {
      if (id === `${STUB_PREFIX}${PROCESSORS}`) return stubOf(PROCESSORS, ['aggregateChecks']);
      if (id === `${STUB_PREFIX}${TO_JSON_SCHEMA}`) return stubOf(TO_JSON_SCHEMA, []);
      return null;
    },
  };
}
