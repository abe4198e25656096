import { z } from 'zod';
import { type ChipColor, type FieldDef, fieldSchema } from './fields.js';
import type { Permission } from './permissions.js';
import { type SummaryDef, summaryProblems } from './summary.js';

interface ResourceShape<K extends string, F extends Record<string, FieldDef>> {
  /** API path segment and table key, plural kebab-case: `clinics`, `medicament-categories`. */
  name: string;
  /** Database table name (snake_case). */
  table: string;
  /** English singular and plural labels (i18n keys). */
  label: string;
  plural: string;
  /** Field whose value names a record in lookups, breadcrumbs and confirmations. */
  titleField: K;
  fields: F;
  list: {
    /** Grid columns, in order. */
    columns: readonly K[];
    /** Fields the free-text search looks in (trigram-indexed). */
    search: readonly K[];
    /** Fields offered as exact-match filters (choices, references, booleans). */
    filters: readonly K[];
    /** Sortable fields besides id, createdAt and updatedAt. */
    sortable: readonly K[];
    /** Default sort, e.g. `name` or `-createdAt`. */
    defaultSort: string;
    pageSize: number;
    pageSizeOptions: readonly number[];
  };
  permissions: {
    /** null: any signed-in, active user. */
    read: Permission | null;
    write: Permission;
  };
  messages: {
    confirmDelete: string;
    empty: string;
    noneSelected: string;
    created: string;
    updated: string;
    deleted: string;
  };
  /** Grouped fields for the detail view and the form; fields not named go in a last, unnamed section. */
  sections?: readonly { title: string; fields: readonly K[] }[];
  /** Summary tiles and charts, computed by the server over the list's search and filters. */
  summary?: SummaryDef<K>;
  /**
   * Rules across fields, checked by the create and update schemas (so by the
   * server and the web form alike) and, on PATCH, by the server against the
   * stored record with the patch applied.
   */
  rules?: readonly ResourceRule<K>[];
}

/** A rule across fields: `when` the values break it, `message` is reported at `path`. */
export interface ResourceRule<K extends string = string> {
  path: K;
  message: string;
  /** True when the record breaks the rule. Values are as the API receives them and may be missing. */
  when(values: Readonly<Record<string, unknown>>): boolean;
}

/**
 * A record type, declared once. Everything the server and the web know about
 * it comes from here: fields, list columns, search, filters, sort, paging,
 * messages and permissions.
 */
export type AnyResource = ResourceShape<string, Record<string, FieldDef>>;
export type ResourceDef<F extends Record<string, FieldDef>> = AnyResource & { fields: F };

type Def<F extends Record<string, FieldDef>> = Omit<ResourceShape<keyof F & string, F>, 'messages' | 'list'> & {
  list: Partial<ResourceShape<keyof F & string, F>['list']> & { columns: readonly (keyof F & string)[] };
  messages?: Partial<AnyResource['messages']>;
};

export const DEFAULT_MESSAGES = {
  created: 'New item has been created.',
  updated: 'Item has been updated.',
  deleted: 'Item has been removed.',
  confirmDelete: 'Are you sure you want to delete this item?',
  empty: 'No items found.',
  noneSelected: 'No item selected.',
} as const;

export function defineResource<F extends Record<string, FieldDef>>(def: Def<F>): ResourceDef<F> {
  if (def.summary) {
    const problems = summaryProblems(def.name, def.fields, def.summary);
    if (problems.length) throw new Error(problems.join('\n'));
  }
  return {
    ...def,
    list: {
      search: [],
      filters: [],
      sortable: def.list.columns,
      defaultSort: def.titleField,
      pageSize: 10,
      pageSizeOptions: [5, 10, 20, 50],
      ...def.list,
    },
    messages: { ...DEFAULT_MESSAGES, ...def.messages },
  };
}

/** Fields the client may send (not read-only). */
export function writableFields(def: AnyResource): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => !f.readOnly);
}

/** The record's rules it breaks, as `{ path, message }` (empty when it keeps them all). */
export function ruleViolations(def: AnyResource, values: Readonly<Record<string, unknown>>) {
  return (def.rules ?? []).filter((r) => r.when(values)).map((r) => ({ path: r.path, message: r.message }));
}

/** The value a missing field takes on create or replace: its declared default (not for json documents). */
const defaultOf = (f: FieldDef): unknown =>
  (f.kind === 'boolean' || f.kind === 'choice' || f.kind === 'integer') && f.default !== undefined
    ? f.default
    : undefined;

/**
 * Every writable field, strict (unknown fields are an error), without the
 * rules; `defaults`: a missing field with a declared default takes it.
 */
function fieldsSchema(def: AnyResource, defaults: boolean) {
  const shape: Record<string, z.ZodType> = {};
  for (const [k, f] of writableFields(def)) {
    const s = fieldSchema(f);
    const value = defaults ? defaultOf(f) : undefined;
    shape[k] = value === undefined ? s : s.default(value as never);
  }
  return z.strictObject(shape);
}

/** Adds the resource's rules to a body schema, each issue at its rule's path. */
function withRules<T extends z.ZodType<Record<string, unknown>>>(def: AnyResource, schema: T): T {
  if (!def.rules?.length) return schema;
  return schema.superRefine((values, ctx) => {
    for (const v of ruleViolations(def, values)) ctx.addIssue({ code: 'custom', path: [v.path], message: v.message });
  }) as T;
}

/** Body of POST: every writable field, strict (unknown fields are an error), and the rules. */
export function createSchema(def: AnyResource) {
  return withRules(def, fieldsSchema(def, true));
}

/** Body of PUT: the same as create plus the version the client edited. */
export function updateSchema(def: AnyResource) {
  return withRules(def, fieldsSchema(def, true).extend({ version: versionSchema }));
}

/**
 * Body of PATCH: any subset of the writable fields plus the version. The
 * rules need the whole record: the server checks them on the merged record.
 */
export function patchSchema(def: AnyResource) {
  return fieldsSchema(def, false).partial().extend({ version: versionSchema });
}

export const versionSchema = z.number({ error: 'version is required' }).int().positive();

export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive('id must be a positive number'),
});

/** Shape of a stored record as the API returns it. */
export function recordSchema(def: AnyResource) {
  const shape: Record<string, z.ZodType> = {
    id: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  };
  for (const [k, f] of Object.entries(def.fields)) {
    const s = fieldSchema({ ...f, required: false });
    shape[k] = f.kind === 'json' ? z.unknown() : s;
  }
  shape.labels = z.record(z.string(), z.string().nullable()).optional();
  return z.object(shape);
}

export function listResponseSchema(def: AnyResource) {
  return z.object({
    items: z.array(recordSchema(def)),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const MAX_PAGE_SIZE = 100;

/** Sortable keys of a resource: its declared ones plus the system columns. */
export function sortableKeys(def: AnyResource): string[] {
  return [...def.list.sortable, 'id', 'createdAt', 'updatedAt'];
}

/**
 * Query string of a list: paging, sort (comma list, `-` for descending),
 * free text `q`, and one exact-match parameter per declared filter.
 */
export function listQuerySchema(def: AnyResource) {
  const sortable = sortableKeys(def);
  const shape: Record<string, z.ZodType> = {
    page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, 'pageSize must be 1 or more')
      .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
      .default(def.list.pageSize),
    sort: z
      .string()
      .max(200)
      .refine(
        (s) => s.split(',').every((p) => sortable.includes(p.replace(/^-/, ''))),
        `sort accepts: ${sortable.join(', ')} (prefix - for descending)`,
      )
      .default(def.list.defaultSort),
    q: z.string().trim().max(200).optional(),
  };
  for (const key of def.list.filters) {
    const f = def.fields[key];
    if (!f) continue;
    if (f.kind === 'choice' || f.kind === 'choices')
      shape[key] = z.enum(f.options as [string, ...string[]], `${key}: choose from ${f.options.join(', ')}`).optional();
    else if (f.kind === 'reference' || f.kind === 'integer') shape[key] = z.coerce.number().int().optional();
    else if (f.kind === 'boolean') shape[key] = z.enum(['true', 'false']).optional();
    else shape[key] = z.string().max(200).optional();
  }
  return z.strictObject(shape);
}

export const bulkDeleteSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1, 'Select at least one item').max(500, 'At most 500 items at once'),
});

export const exportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], 'format must be csv or xlsx').default('csv'),
});

export type ChipColorMap = Partial<Record<string, ChipColor>>;
