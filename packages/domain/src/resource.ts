import { z } from 'zod';
import {
  type ChipColor,
  type FieldDef,
  fieldSchema,
  INT_MAX,
  INT_MIN,
  isoDate,
  recordId,
  recordIdList,
  recordIdParam,
} from './fields.js';
import type { Permission } from './permissions.js';
import { type SummaryChart, type SummaryDef, summaryProblems } from './summary.js';
import { derivedProblems, type ListView, viewProblems } from './views.js';

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
    /** Boolean fields the grid toggles in place, one click, PATCH with the version (a task's Done). */
    toggles?: readonly K[];
    /** English heading of a first grid column showing the record's id (a booking number staff read out). */
    idColumn?: string;
    /**
     * Grid columns that need more than the common least width (px) to show their values whole, on a
     * 1366 px laptop screen beside the sidebar: `{ invoiceNumber: 150 }` for `INV-2026-000123`.
     */
    minWidths?: Partial<Record<K, number>>;
    /** Grid headings that differ from the field's label (a cell the screen draws as a range): `{ startTime: 'Time' }`. */
    headers?: Partial<Record<K, string>>;
    /** System timestamps shown as grid columns, with their English labels: `{ createdAt: 'Received' }`. */
    timestamps?: Partial<Record<'createdAt' | 'updatedAt', string>>;
    /**
     * Named quick filters computed in SQL (`?view=lowStock`), each with the
     * index it needs (see `views.ts`); the grid offers them beside the filters.
     */
    views?: readonly ListView<K>[];
    /**
     * A date (or date-time) field the list filters by range: `?from=YYYY-MM-DD&to=YYYY-MM-DD`,
     * both days included (UTC days for a date-time); the grid shows From and To pickers.
     */
    dateRange?: K;
    /**
     * The label of the grid's create button, as the spec names it per screen
     * (`Add Staff`, `Add Clinic`); `Create {label}` when absent.
     */
    createLabel?: string;
    /** The grid's Remove deletes one record at a time: enabled only with exactly one row selected (memberships, spec 002). */
    removeOne?: boolean;
    /**
     * Fields edited in place in the grid (a certificate's status and end date):
     * saved at once with PATCH and the version the row was read at.
     */
    inlineEdit?: readonly K[];
    /** Rows per page on a narrow screen (600 px wide or less), when it differs from `pageSize`. */
    compactPageSize?: number;
    /** Base name of the export file, `CaseStudies` → `CaseStudies.csv` / `.xlsx`; the type's name when unset. */
    exportFilename?: string;
  };
  permissions: {
    /** null: any signed-in, active user. */
    read: Permission | null;
    /** null: any signed-in, active user (with `ownedByUser`, each on their own records). */
    write: Permission | null;
  };
  messages: {
    /** May name the record: `Are you sure you want to delete "{{name}}"?` (its title field). */
    confirmDelete: string;
    /** What a failed delete says (a record in use still says so); the generic error when unset. */
    deleteFailed?: string;
    /** What a failed create says when the server gives no reason; the generic error when unset. */
    createFailed?: string;
    /** What the list says when it cannot be loaded; the generic error when unset. */
    loadFailed?: string;
    empty: string;
    noneSelected: string;
    created: string;
    updated: string;
    deleted: string;
    restored: string;
    /** After saving a copy made with the Duplicate row action. */
    duplicated: string;
    /**
     * A delete refused because other records point at this one, when the referencing
     * field declares no `inUseMessage` of its own.
     */
    inUse: string;
  };
  /** Grouped fields for the detail view and the form; fields not named go in a last, unnamed section. */
  sections?: readonly { title: string; fields: readonly K[] }[];
  /** Summary tiles and charts, computed by the server over the list's search and filters. */
  summary?: SummaryDef<K>;
  /** Charts of the record type's analytics page (`GET /api/{name}/analytics`), computed like the summary's. */
  analytics?: readonly SummaryChart<K>[];
  /**
   * Rules across fields, checked by the create and update schemas (so by the
   * server and the web form alike) and, on PATCH, by the server against the
   * stored record with the patch applied.
   */
  rules?: readonly ResourceRule<K>[];
  /**
   * Clinical and financial records are archived, never erased: DELETE and
   * bulk delete set `archivedAt` (the list hides them unless `archived=true`),
   * `POST /:id/restore` brings one back, and an archived record is read-only.
   */
  archivable?: boolean;
  /**
   * No two records with the same `key` may hold overlapping times (a doctor's
   * appointments): an exclusion constraint over `date` + `start`..`end`
   * (btree_gist), ignoring archived records and those whose `unless.field`
   * holds one of `unless.in`. drizzle-kit knows no EXCLUDE, so a migration step
   * written from `exclusionSql` (apps/server/src/db/exclusion.ts) adds it; a
   * write that breaks it is a 409.
   */
  noOverlap?: { key: K; date: K; start: K; end: K; unless?: { field: K; in: readonly string[] } };
  /** Extra btree indexes, each over these fields in order, for a module's own queries (a calendar's range). */
  indexes?: readonly (readonly K[])[];
  /**
   * Values the server computes from the record on every write (a balance, a
   * total), for read-only fields: given the record as it will be stored.
   */
  derive?(values: Readonly<Record<string, unknown>>): Partial<Record<K, unknown>>;
  /**
   * `POST /api/{name}/remove-all` (write permission): removes (archives, when
   * archivable) every record the list's search, filters and view match, once the
   * client confirms how many that is; the grid shows a Remove All button.
   * A scope narrows it to the records whose field holds one value, with its own
   * button and confirmation (invoices: only the drafts that match).
   */
  removeAll?: boolean | RemoveAllScope<K>;
  /**
   * Fields the list sets on several selected records at once (Mark as In
   * Maintenance): `POST /api/{name}/bulk-update` (write permission) updates each
   * record as a PATCH would, with the version the grid read it at, all or none,
   * and audits each on its own.
   */
  bulkEdit?: readonly K[];
  /**
   * Personal records (notes, tasks): each belongs to the user who created it.
   * The server sets `owner_id` from the session and scopes every query to it,
   * so another user's record answers 404 like a missing one.
   */
  ownedByUser?: boolean;
  /**
   * Generic write routes left out. A type whose records arrive another way
   * (messages from the public contact form) serves its own create from its
   * module; one that is never edited has no PUT or PATCH.
   */
  omitRoutes?: readonly ('create' | 'update')[];
  /** Documents generated from one record (see `apps/server/src/documents`). */
  documents?: {
    /**
     * `GET /api/{name}/:id/pdf` (read permission): the record's fields by
     * section, references by name. `filename` may hold `{id}`: `labtest_{id}.pdf`.
     */
    pdf?: { filename: string };
  };
}

/** A rule across fields: `when` the values break it, `message` is reported at `path`. */
export interface ResourceRule<K extends string = string> {
  path: K;
  /** English text, also the i18n key; may hold `{{name}}` values that `params` gives. */
  message: string;
  /** True when the record breaks the rule. Values are as the API receives them and may be missing. */
  when(values: Readonly<Record<string, unknown>>): boolean;
  /** Values of the message's `{{name}}` parts for this record: `{ names: 'age, weight' }`. */
  params?(values: Readonly<Record<string, unknown>>): Record<string, string>;
}

/** A rule's message for a record that breaks it, its `{{name}}` parts filled in. */
export function ruleMessage(rule: ResourceRule, values: Readonly<Record<string, unknown>>): string {
  const params = rule.params?.(values);
  if (!params) return rule.message;
  return rule.message.replace(/{{\s*(\w+)\s*}}/g, (token, key: string) => params[key] ?? token);
}

/**
 * A record type, declared once. Everything the server and the web know about
 * it comes from here: fields, list columns, search, filters, sort, paging,
 * messages and permissions (its names, labels and permissions from its entry
 * in `RESOURCE_CATALOGUE`, which the definition spreads).
 */
export type AnyResource = ResourceShape<string, Record<string, FieldDef>>;
export type ResourceDef<F extends Record<string, FieldDef>> = AnyResource & { fields: F };

type Def<F extends Record<string, FieldDef>> = Omit<ResourceShape<keyof F & string, F>, 'messages' | 'list'> & {
  list: Partial<ResourceShape<keyof F & string, F>['list']> & { columns: readonly (keyof F & string)[] };
  messages?: Partial<AnyResource['messages']>;
};

/** Messages of a record type that is archived rather than erased (see `archivable`). */
export const ARCHIVE_MESSAGES = {
  deleted: 'Item has been archived. It can be restored from the archived list.',
  confirmDelete: 'Archive this item? It leaves the list and can be restored later.',
} as const;

export const DEFAULT_MESSAGES = {
  created: 'New item has been created.',
  updated: 'Item has been updated.',
  deleted: 'Item has been removed.',
  restored: 'Item has been restored.',
  duplicated: 'Item has been duplicated.',
  confirmDelete: 'Are you sure you want to delete this item?',
  empty: 'No items found.',
  noneSelected: 'No item selected.',
  inUse: 'This item is still used by other records and cannot be deleted.',
} as const;

/** Kinds the grid edits in place (`list.inlineEdit`): a select, a date, a line of text, a whole number. */
export const INLINE_EDIT_KINDS: readonly FieldDef['kind'][] = ['choice', 'date', 'text', 'integer'];

/** Kinds a bulk update sets on many records at once (`bulkEdit`): one plain value each. */
export const BULK_EDIT_KINDS: readonly FieldDef['kind'][] = [
  'choice',
  'reference',
  'date',
  'boolean',
  'integer',
  'text',
];

/** What is wrong with the date range, in-place and bulk edits and page sizes of a list (empty when they are sound). */
function listProblems(def: Def<Record<string, FieldDef>>): string[] {
  const problems: string[] = [];
  for (const key of def.bulkEdit ?? []) {
    const f = def.fields[key];
    if (!f || f.readOnly || !BULK_EDIT_KINDS.includes(f.kind))
      problems.push(`${def.name}: bulkEdit ${key} must be a writable field of kind ${BULK_EDIT_KINDS.join(', ')}`);
  }
  const { compactPageSize, pageSizeOptions } = def.list;
  if (compactPageSize !== undefined && pageSizeOptions && !pageSizeOptions.includes(compactPageSize))
    problems.push(`${def.name}: list.compactPageSize ${compactPageSize} is not one of the page size options`);
  const range = def.list.dateRange;
  const rangeKind = range ? def.fields[range]?.kind : undefined;
  if (range && rangeKind !== 'date' && rangeKind !== 'datetime')
    problems.push(`${def.name}: list.dateRange ${range} is not a date or date-time field`);
  for (const key of def.list.inlineEdit ?? []) {
    const f = def.fields[key];
    const multiline = f?.kind === 'text' && f.multiline;
    if (!f || f.readOnly || multiline || !INLINE_EDIT_KINDS.includes(f.kind) || !def.list.columns.includes(key))
      problems.push(
        `${def.name}: list.inlineEdit ${key} must be a writable column of kind ${INLINE_EDIT_KINDS.join(', ')}`,
      );
  }
  return problems;
}

export function defineResource<F extends Record<string, FieldDef>>(def: Def<F>): ResourceDef<F> {
  const viewIssues = [
    ...viewProblems(def.name, def.fields, def.list.views ?? []),
    ...derivedProblems(def.name, def.fields),
  ];
  if (viewIssues.length) throw new Error(viewIssues.join('\n'));
  const listIssues = listProblems(def);
  if (listIssues.length) throw new Error(listIssues.join('\n'));
  for (const summary of [def.summary, def.analytics && { tiles: [], charts: def.analytics }]) {
    const problems = summary ? summaryProblems(def.name, def.fields, summary) : [];
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
    messages: { ...DEFAULT_MESSAGES, ...(def.archivable ? ARCHIVE_MESSAGES : {}), ...def.messages },
  };
}

/** Fields the client may send (not read-only). */
export function writableFields(def: AnyResource): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => !f.readOnly);
}

/** The record's rules it breaks, as `{ path, message }` (empty when it keeps them all). */
export function ruleViolations(def: AnyResource, values: Readonly<Record<string, unknown>>) {
  return (def.rules ?? [])
    .filter((r) => r.when(values))
    .map((r) => ({ path: r.path, message: ruleMessage(r, values) }));
}

/** The value a missing field takes on create or replace: its declared default (not for json documents). */
const defaultOf = (f: FieldDef): unknown =>
  (f.kind === 'boolean' ||
    f.kind === 'choice' ||
    f.kind === 'integer' ||
    f.kind === 'money' ||
    f.kind === 'textList') &&
  f.default !== undefined
    ? f.default
    : undefined;

/**
 * A schema made from a record type once and kept: zod schemas never change once made, and the server makes
 * every route's schemas each time it builds an app (each API test file builds one), which converting them
 * to JSON Schema for the answers' writers then repeated.
 */
function keptPerResource<T>(make: (def: AnyResource) => T): (def: AnyResource) => T {
  const kept = new WeakMap<AnyResource, T>();
  return (def) => {
    if (!kept.has(def)) kept.set(def, make(def));
    return kept.get(def) as T;
  };
}

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
export const createSchema = keptPerResource((def) => {
  return withRules(def, fieldsSchema(def, true));
});

/** Body of PUT: the same as create plus the version the client edited. */
export const updateSchema = keptPerResource((def) => {
  return withRules(def, fieldsSchema(def, true).extend({ version: versionSchema }));
});

/**
 * Body of PATCH: any subset of the writable fields plus the version. The
 * rules need the whole record: the server checks them on the merged record.
 */
export const patchSchema = keptPerResource((def) => {
  return fieldsSchema(def, false).partial().extend({ version: versionSchema });
});

export const versionSchema = z.number({ error: 'version is required' }).int().positive().max(INT_MAX);

/** Query of a pick list (`GET /api/{name}/lookup`): part of a name, or the ids whose names are wanted. */
export const lookupQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  ids: recordIdList(50).optional(),
});
export const lookupItemSchema = z.object({ id: z.number(), label: z.string() });

export const idParamSchema = z.object({
  id: recordIdParam('id must be a positive whole number'),
});

/** Shape of a stored record as the API returns it. */
export const recordSchema = keptPerResource((def) => {
  const shape: Record<string, z.ZodType> = {
    id: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  };
  for (const [k, f] of Object.entries(def.fields)) {
    const s = fieldSchema({ ...f, required: false });
    shape[k] =
      f.kind === 'json'
        ? z.unknown()
        : f.kind === 'rows'
          ? z.array(z.record(z.string(), z.unknown()))
          : f.kind === 'textList'
            ? z.array(z.string())
            : s;
  }
  if (def.archivable) shape.archivedAt = z.string().nullable();
  shape.labels = z.record(z.string(), z.string().nullable()).optional();
  return z.object(shape);
});

export const listResponseSchema = keptPerResource((def) => {
  return z.object({
    items: z.array(recordSchema(def)),
    total: z.number().int(),
    /** Present (true) when `total` is the database's estimate: more records match than are counted exactly. */
    estimated: z.literal(true).optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /**
     * Where the page ends and starts in the sort (opaque): sent back as `after` (the next page) or
     * `before` (the previous one), the server reads that page from the sort index from there on
     * instead of counting past every record before it. Absent when the sort cannot be sought.
     */
    next: z.string().optional(),
    prev: z.string().optional(),
  });
});

/** A page cursor (`next` / `prev` of a list page): URL-safe base64. */
const cursorSchema = (key: string) =>
  z
    .string()
    .max(2000)
    .regex(/^[A-Za-z0-9_-]+$/, `${key} must be the next or prev of a page of this list`)
    .optional();

export const MAX_PAGE_SIZE = 100;

/** `page` (from 1) and `pageSize` of a list that is not a resource's own (a history, a ledger), with their messages. */
export function pageQueryShape(defaultPageSize: number) {
  return {
    page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, 'pageSize must be 1 or more')
      .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
      .default(defaultPageSize),
  };
}

/** Sortable keys of a resource: its declared ones plus the system columns. */
export function sortableKeys(def: AnyResource): string[] {
  return [...def.list.sortable, 'id', 'createdAt', 'updatedAt'];
}

/**
 * Query string of a list: paging, sort (comma list, `-` for descending),
 * free text `q`, and one exact-match parameter per declared filter.
 */
export const listQuerySchema = keptPerResource((def) => {
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
    after: cursorSchema('after'),
    before: cursorSchema('before'),
    // A search counts its matches up to 2,000 and estimates past that ("about N"); Remove All asks for the number.
    count: z
      .enum(['exact'], 'count must be exact')
      .optional()
      .describe('`exact`: count a search’s matches exactly up to 10,000 (otherwise estimated past 2,000)'),
  };
  if (def.archivable) shape.archived = z.enum(['true', 'false'], 'archived must be true or false').optional();
  const views = def.list.views?.map((v) => v.name) ?? [];
  if (views.length)
    shape.view = z.enum(views as [string, ...string[]], `view: choose from ${views.join(', ')}`).optional();
  for (const key of def.list.filters) {
    const f = def.fields[key];
    if (!f) continue;
    if (f.kind === 'choice' || f.kind === 'choices')
      shape[key] = z.enum(f.options as [string, ...string[]], `${key}: choose from ${f.options.join(', ')}`).optional();
    else if (f.kind === 'reference') shape[key] = recordIdParam(`${key} must be a record id`).optional();
    else if (f.kind === 'integer') shape[key] = z.coerce.number().int().min(INT_MIN).max(INT_MAX).optional();
    else if (f.kind === 'boolean') shape[key] = z.enum(['true', 'false']).optional();
    else shape[key] = z.string().max(200).optional();
  }
  if (def.list.dateRange) {
    // A range whose start is after its end is empty, not an error: the list shows nothing.
    shape.from = isoDate('from must be a date (YYYY-MM-DD)').optional();
    shape.to = isoDate('to must be a date (YYYY-MM-DD)').optional();
  }
  return z.strictObject(shape);
});

/** A Remove All limited to the records whose `field` is `value`: `Delete all Drafts`. */
export interface RemoveAllScope<K extends string = string> {
  field: K;
  value: string;
  /** English button label, also the i18n key. */
  label: string;
  /** English confirmation with `{{total}}`, the number of records it removes. */
  confirm: string;
  /** English notice once done, with `{{total}}`. */
  done: string;
}

/** The scope of a record type's Remove All, or null when it removes every matching record (or has none). */
export const removeAllScope = (def: AnyResource): RemoveAllScope | null =>
  typeof def.removeAll === 'object' ? def.removeAll : null;

/** Query of `POST /api/{name}/remove-all`: the list's search, filters and view (the live records). */
export const removeAllQuerySchema = keptPerResource((def) => {
  const query = listQuerySchema(def).omit({ page: true, pageSize: true, sort: true });
  return def.archivable ? query.omit({ archived: true }) : query;
});

/** Body of remove-all: how many records the user agreed to remove, as the list counted them. */
export const removeAllSchema = z.strictObject({
  confirmCount: z
    .number({ error: 'confirmCount is required: how many records you confirm removing' })
    .int()
    .min(1, 'confirmCount must be at least 1'),
});

/**
 * Body of `POST /api/{name}/bulk-update`: the selected records, each with the
 * version it was read at, and the values of `bulkEdit` fields to set on all of them.
 */
export const bulkUpdateSchema = keptPerResource((def) => {
  const shape: Record<string, z.ZodType> = {};
  for (const key of def.bulkEdit ?? []) {
    const f = def.fields[key];
    if (f) shape[key] = fieldSchema(f).optional();
  }
  return z.strictObject({
    items: z
      .array(z.strictObject({ id: recordId('id must be a positive whole number'), version: versionSchema }))
      .min(1, 'Select at least one item')
      .max(500, 'At most 500 items at once')
      .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Each item may be listed once'),
    values: z
      .strictObject(shape)
      .refine((v) => Object.values(v).some((x) => x !== undefined), 'Give at least one value to set'),
  });
});

export const bulkUpdateResultSchema = z.object({ updated: z.number().int() });

export const bulkDeleteSchema = z.strictObject({
  ids: z
    .array(recordId('ids: each must be a positive whole number'))
    .min(1, 'Select at least one item')
    .max(500, 'At most 500 items at once'),
});

export const exportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], 'format must be csv or xlsx').default('csv'),
  /** Only these records (the rows selected in the grid), still within the search and filters. */
  ids: recordIdList(500).optional(),
});

export type ChipColorMap = Partial<Record<string, ChipColor>>;
