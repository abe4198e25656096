import type { z } from 'zod';

/** The parts of a zod 4 definition this check reads (zod's own def types, by `type`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
}

const defOf = (schema: z.ZodType): Def => schema._zod.def as Def;

/** Values fast-json-stringify writes exactly as JSON.stringify does. */
const SCALARS = new Set(['string', 'number', 'boolean', 'null', 'enum']);
/** Wrappers that change nothing in what is written (the value passes through, or is null / absent). */
const WRAPPERS = new Set(['nullable', 'optional', 'readonly', 'nonoptional']);
/** A value written as JSON.stringify writes it (fast-json-stringify's `{}`). */
const PASSED_AS_IS = new Set(['unknown', 'any']);

/** A string, or a literal, enum or union of them: fast-json-stringify writes each as the same JSON string. */
function isStringLike(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'string' || def.type === 'enum') return true;
  if (def.type === 'literal') return (def.values ?? []).every((v) => typeof v === 'string');
  if (def.type === 'union') return (def.options ?? []).every(isStringLike);
  return false;
}

/**
 * Why fast-json-stringify, compiled from this response schema, might write something else than zod's encode
 * followed by JSON.stringify; null when it writes the same text for every value the schema accepts.
 * Dates, defaults, transforms, codecs, catches, lazy and tuple schemas, passthrough objects and unions (but
 * unions of strings, the email fields') are zod's. Overwrites (`trim`) are treated as input-only: values are
 * stored trimmed (the API trims them on the way in), so writing them as stored is writing them trimmed.
 */
export function whyNotCompilable(schema: z.ZodType, path = 'response'): string | null {
  const def = defOf(schema);
  if (SCALARS.has(def.type) || PASSED_AS_IS.has(def.type)) return null;
  if (def.type === 'literal')
    return (def.values ?? []).every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))
      ? null
      : `${path} is a literal JSON has no value for`;
  if (WRAPPERS.has(def.type)) return whyNotCompilable(def.innerType!, path);
  if (def.type === 'array') return whyNotCompilable(def.element!, `${path}[]`);
  if (def.type === 'object') {
    if (def.catchall && defOf(def.catchall).type !== 'never') return `${path} keeps undeclared keys`;
    for (const [key, value] of Object.entries(def.shape ?? {})) {
      const why = whyNotCompilable(value, `${path}.${key}`);
      if (why) return why;
    }
    return null;
  }
  if (def.type === 'record')
    return defOf(def.keyType!).type === 'string' ? whyNotCompilable(def.valueType!, `${path}{}`) : `${path}'s keys`;
  if (def.type === 'union') return isStringLike(schema) ? null : `${path} is a union`;
  // A pipe writes what its output side writes; neither side may change the value.
  if (def.type === 'pipe') return whyNotCompilable(def.in!, path) ?? whyNotCompilable(def.out!, path);
  return `${path} is a ${def.type}`;
}
