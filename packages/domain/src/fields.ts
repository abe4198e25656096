import { z } from 'zod';
import { COUNTRY_CODES, countryName } from './countries.js';
import { fieldMessage } from './field-messages.js';
import { type FileType, storedFileSchema } from './files.js';
import type { Permission } from './permissions.js';
import { type NumberingSystem, TOOTH_IDS, toothLabel } from './teeth.js';
import type { ViewCondition } from './views.js';

/**
 * Field builders: the single description of one field of a record type.
 * The server derives its columns, validation and OpenAPI from these; the web
 * derives its form controls and grid columns. Labels and messages are English
 * text that doubles as the translation key on the web.
 */

interface FieldBase {
  /** English label, also the i18n key. */
  label: string;
  required?: boolean;
  /** Message when a required field is missing. Defaults to `${label} is required`. */
  requiredMessage?: string;
  /** Shown under the form control. */
  help?: string;
  /** Server-generated or derived: never accepted from the client. */
  readOnly?: boolean;
  /** Unique across the table (case-insensitive for text). */
  unique?: boolean;
  /** Message when a unique value is taken. */
  uniqueMessage?: string;
  /** Hide from the form (still in the record). */
  formHidden?: boolean;
  /** Width hint for forms: 'full' spans the whole dialog row. */
  span?: 'half' | 'full';
  /** English text the detail view and documents show when the value is empty: `No result yet`. */
  emptyText?: string;
  /**
   * Draw the value as a chip coloured from the whole record (stock against its
   * reorder level, a date against today): the colour, or null for plain text.
   * `today` is the viewer's date, `YYYY-MM-DD`.
   */
  tone?(record: Readonly<Record<string, unknown>>, today: string): ChipColor | null;
}

export interface TextField extends FieldBase {
  kind: 'text';
  max?: number;
  min?: number;
  multiline?: boolean;
  format?: 'email' | 'phone' | 'url';
  /** Left empty on create, the server numbers the record: prefix + its id, zero-padded (`MRN-000042`). */
  generated?: { prefix: string; digits: number };
}
export interface IntegerField extends FieldBase {
  kind: 'integer';
  min?: number;
  max?: number;
  default?: number;
  /**
   * Computed by the server, never stored: how many records of `resource`
   * point at this one through their reference `field` (see `count`).
   */
  countOf?: { resource: string; field: string };
}
/** Exact decimal with a fixed number of places (a rating, a percentage). */
export interface DecimalField extends FieldBase {
  kind: 'decimal';
  scale: number;
  min?: number;
  max?: number;
}
/** Money: a decimal string with two places in the API, integer cents in the database. */
export interface MoneyField extends FieldBase {
  kind: 'money';
  min?: number;
  /** Value of a new record when none is sent, as a decimal string: `'0.00'`. */
  default?: string;
}
export interface DateField extends FieldBase {
  kind: 'date';
}
export interface DateTimeField extends FieldBase {
  kind: 'datetime';
}
export interface TimeField extends FieldBase {
  kind: 'time';
}
export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: readonly string[];
  default?: string;
  /** MUI chip colour per option, for grids and detail views. */
  colors?: Partial<Record<string, ChipColor>>;
  /**
   * The value the record's dates and quantities imply, whatever was chosen:
   * the first case whose conditions all hold (`Expired` once Valid Until is
   * past), the stored choice otherwise. The server reads, filters, sorts,
   * counts and exports the derived value (see `derivedChoice`).
   */
  derived?: readonly DerivedChoice[];
  /**
   * `region`: the options are ISO 3166-1 alpha-2 codes, shown as the country's
   * name in the reader's language (see `country`), never as translation keys.
   * `tooth`: the options are canonical tooth ids, shown in the clinic's numbering (see `tooth`).
   */
  display?: 'region' | 'tooth';
  /** Message for a value that is not an option, instead of listing them all. */
  invalidMessage?: string;
  /**
   * The noun the options describe (`Invoice`): where adjectives agree with it, each option is
   * translated in that noun's grammatical gender (an invoice is *Payée* in French, a payment *Payé*).
   */
  agreesWith?: string;
}
/** One case of a derived choice: `value` when every condition holds (conditions as in a named view). */
export interface DerivedChoice {
  value: string;
  when: readonly ViewCondition[];
}
export interface ChoicesField extends FieldBase {
  kind: 'choices';
  options: readonly string[];
}
export interface TextListField extends FieldBase {
  kind: 'textList';
  maxItems?: number;
  /** Entries of a new record when none are sent (also the form's starting rows). */
  default?: readonly string[];
  /** An entry already in the list (any case) is dropped rather than stored twice. */
  distinct?: boolean;
}
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  /** Name of the resource it points to (its API path segment). */
  resource: string;
  /** Shown instead of a name when the value points at a record that cannot be named: `Clinic not found`. */
  missingLabel?: string;
  /**
   * Why the record it points at cannot be deleted while this one exists, naming what blocks it:
   * `This clinic has doctors and cannot be deleted.` (else the target's `messages.inUse`).
   */
  inUseMessage?: string;
  /**
   * Only who has this permission reads the value and its label; to others the API gives null
   * (a staff member's sign-in account: its username would tell an outsider whom to sign in as).
   */
  readAccess?: Permission;
}
/** A small structured document stored as jsonb, edited by a named widget. */
export interface JsonField extends FieldBase {
  kind: 'json';
  schema: z.ZodType;
  widget: string;
  default?: unknown;
  /** The document as one line of English, for exports and PDF documents (else its JSON). */
  describe?(value: unknown): string;
}

/** Kinds a row of a `rows` field may hold: one-line values, no nesting. */
export type RowSubField =
  | TextField
  | IntegerField
  | DecimalField
  | MoneyField
  | DateField
  | DateTimeField
  | TimeField
  | BooleanField
  | ChoiceField
  | ReferenceField;

/**
 * A list of small sub-records edited as rows (current medications, active
 * ingredients, time slots), stored as a jsonb array: always read and written
 * with its record, never queried on its own. Rows whose every value is empty
 * are dropped; the form always shows at least one row.
 */
export interface RowsField extends FieldBase {
  kind: 'rows';
  fields: Record<string, RowSubField>;
  /** English name of one row, for "Add {item}" and row labels: `Medication`. */
  itemLabel: string;
  minItems?: number;
  maxItems?: number;
}

/**
 * Files attached to a record (lab reports, scans, signed letters). Not a column:
 * the bytes live in the `files` table and come and go through
 * `POST|GET|DELETE /api/{name}/:id/files…`. The record lists them as
 * `{ id, name, type, size, uploadedAt }`; never accepted in a create or update body.
 */
export interface FilesField extends FieldBase {
  kind: 'files';
  /** Types accepted, recognised from the content (see FILE_TYPES). */
  accept: readonly FileType[];
  /** Largest file, in bytes. */
  maxBytes: number;
  /** Most files one record holds in this field. */
  maxFiles: number;
  /**
   * The module receives the files itself (a radiograph is read and given a thumbnail on arrival):
   * the generic upload route refuses this field; download and removal stay generic.
   */
  moduleUpload?: boolean;
}

export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export type FieldDef =
  | TextField
  | IntegerField
  | DecimalField
  | MoneyField
  | DateField
  | DateTimeField
  | TimeField
  | BooleanField
  | ChoiceField
  | ChoicesField
  | TextListField
  | ReferenceField
  | JsonField
  | RowsField
  | FilesField;

export type FieldKind = FieldDef['kind'];

type Opts<F extends FieldDef> = Omit<F, 'kind'>;

export const text = (o: Opts<TextField>): TextField => ({ kind: 'text', max: 200, ...o });
export const longText = (o: Opts<TextField>): TextField => ({
  kind: 'text',
  max: 5000,
  multiline: true,
  span: 'full',
  ...o,
});
export const email = (o: Opts<TextField>): TextField => ({ kind: 'text', max: 254, format: 'email', ...o });
export const phone = (o: Opts<TextField>): TextField => ({ kind: 'text', max: 40, format: 'phone', ...o });
export const url = (o: Opts<TextField>): TextField => ({ kind: 'text', max: 2000, format: 'url', ...o });
export const integer = (o: Opts<IntegerField>): IntegerField => ({ kind: 'integer', ...o });
/** The number of records of another type that reference this one: read-only, counted in SQL. */
export const count = (o: Omit<Opts<IntegerField>, 'countOf'> & { resource: string; field: string }): IntegerField => {
  const { resource, field, ...rest } = o;
  return { kind: 'integer', ...rest, readOnly: true, countOf: { resource, field } };
};
export const decimal = (o: Opts<DecimalField>): DecimalField => ({ kind: 'decimal', ...o });
export const money = (o: Opts<MoneyField>): MoneyField => ({ kind: 'money', min: 0, ...o });
export const date = (o: Opts<DateField>): DateField => ({ kind: 'date', ...o });
export const datetime = (o: Opts<DateTimeField>): DateTimeField => ({ kind: 'datetime', ...o });
export const time = (o: Opts<TimeField>): TimeField => ({ kind: 'time', ...o });
export const boolean = (o: Opts<BooleanField>): BooleanField => ({ kind: 'boolean', ...o });
export const choice = (o: Opts<ChoiceField>): ChoiceField => ({ kind: 'choice', ...o });
/** A country from the ISO 3166-1 list, stored as its alpha-2 code (`FR`). */
export const country = (o: Omit<ChoiceField, 'kind' | 'options' | 'display'>): ChoiceField => ({
  kind: 'choice',
  options: COUNTRY_CODES,
  display: 'region',
  invalidMessage: `${o.label} must be a country of the ISO 3166 list, as its two-letter code (FR, US…)`,
  ...o,
});
/**
 * A tooth, stored as its canonical id (Universal `1`–`32`, `A`–`T`) whatever
 * numbering the clinic reads: the options are in mouth order, and every screen,
 * document and export shows them in the clinic's numbering (`optionText`).
 */
export const tooth = (o: Omit<ChoiceField, 'kind' | 'options' | 'display'>): ChoiceField => ({
  kind: 'choice',
  options: TOOTH_IDS,
  display: 'tooth',
  ...o,
});
/**
 * An option of a choice as English text (a country's name for a country field, a
 * tooth in the clinic's `numbering`): what exports and documents show.
 */
export function optionText(
  f: ChoiceField,
  option: string,
  language = 'en',
  numbering: NumberingSystem = 'universal',
): string {
  if (f.display === 'region') return countryName(option, language);
  if (f.display === 'tooth') return toothLabel(option, numbering);
  return option;
}
export const choices = (o: Opts<ChoicesField>): ChoicesField => ({ kind: 'choices', ...o });
export const textList = (o: Opts<TextListField>): TextListField => ({ kind: 'textList', maxItems: 50, ...o });
export const reference = (o: Opts<ReferenceField>): ReferenceField => ({ kind: 'reference', ...o });
export const json = (o: Opts<JsonField>): JsonField => ({ kind: 'json', span: 'full', ...o });
export const rows = (o: Opts<RowsField>): RowsField => ({ kind: 'rows', span: 'full', maxItems: 50, ...o });
/** Files field: 10 MB and 10 files by default; always read-only in record bodies. */
export const files = (
  o: Omit<Opts<FilesField>, 'maxBytes' | 'maxFiles' | 'readOnly' | 'required'> &
    Partial<Pick<FilesField, 'maxBytes' | 'maxFiles'>>,
): FilesField => ({ kind: 'files', span: 'full', maxBytes: 10 * 1024 * 1024, maxFiles: 10, ...o, readOnly: true });

export const requiredMessage = (f: FieldDef): string =>
  f.requiredMessage ?? fieldMessage('required', { label: f.label });

const PHONE = /^[+()\d][\d\s().\-/]{3,38}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;

export const isoDate = (message = 'Enter a date as YYYY-MM-DD', missing = message) =>
  z
    .string({ error: missing })
    .regex(DATE, message)
    .refine(
      // A malformed value already has the regex's message: say it once.
      (s) =>
        !DATE.test(s) ||
        (!Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)),
      message,
    );
export const clockTime = (message = 'Enter a time as HH:MM', missing = message) =>
  z.string({ error: missing }).regex(TIME, message);

/**
 * The one rule of every record id, wherever it comes from (a path, an `ids=`
 * list, a reference in a body or a filter): a positive whole number that the
 * bigint id columns hold and JavaScript counts exactly. Anything else is a 400/422.
 */
export const MAX_RECORD_ID = Number.MAX_SAFE_INTEGER;
export const isRecordId = (n: number): boolean => Number.isSafeInteger(n) && n > 0;
export const recordId = (message = 'must be a positive whole number') =>
  z.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);
/** A record id as text (a path or query parameter): digits only, then the same rule. */
export const recordIdParam = (message = 'must be a positive whole number') =>
  z
    .string({ error: message })
    .regex(/^\d{1,16}$/, message)
    .transform(Number)
    .pipe(recordId(message));
/** `12,40,7`: at most `max` record ids, as text. */
export const recordIdList = (max: number) => {
  const message = `a comma-separated list of at most ${max} ids (positive whole numbers)`;
  return z
    .string()
    .regex(new RegExp(`^\\d{1,16}(,\\d{1,16}){0,${max - 1}}$`), message)
    .refine((s) => s.split(',').every((p) => isRecordId(Number(p))), message);
};

/** What an `integer` column (PostgreSQL's 4-byte integer) holds. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

/**
 * The zod schema of one field's value as the API accepts it. Optional fields
 * accept null (and the server stores an empty text as null).
 */
export function fieldSchema(f: FieldDef): z.ZodType {
  const req = requiredMessage(f);
  let s: z.ZodType;
  switch (f.kind) {
    case 'text': {
      let t = z.string({ error: req }).trim();
      if (f.required) t = t.min(Math.max(1, f.min ?? 1), req);
      else if (f.min) t = t.min(f.min, fieldMessage('minLength', { label: f.label, min: f.min }));
      if (f.max) t = t.max(f.max, fieldMessage('maxLength', { label: f.label, max: f.max }));
      if (f.format === 'email')
        s = t.pipe(z.union([z.literal(''), z.email(fieldMessage('email', { label: f.label }))]));
      else if (f.format === 'phone')
        s = t.refine((v) => v === '' || PHONE.test(v), fieldMessage('phone', { label: f.label }));
      else if (f.format === 'url')
        s = t.refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), fieldMessage('url', { label: f.label }));
      else s = t;
      break;
    }
    case 'integer': {
      let n = z.number({ error: req }).int(fieldMessage('wholeNumber', { label: f.label }));
      n = n.min(f.min ?? INT_MIN, fieldMessage('atLeast', { label: f.label, min: f.min ?? INT_MIN }));
      n = n.max(f.max ?? INT_MAX, fieldMessage('atMost', { label: f.label, max: f.max ?? INT_MAX }));
      s = n;
      break;
    }
    case 'decimal': {
      let n = z.number({ error: req });
      if (f.min !== undefined) n = n.min(f.min, fieldMessage('atLeast', { label: f.label, min: f.min }));
      if (f.max !== undefined) n = n.max(f.max, fieldMessage('atMost', { label: f.label, max: f.max }));
      const scale = 10 ** f.scale;
      s = n.refine(
        (v) => Math.abs(Math.round(v * scale) - v * scale) < 1e-6,
        f.scale === 1
          ? fieldMessage('onePlace', { label: f.label })
          : fieldMessage('places', { label: f.label, places: f.scale }),
      );
      break;
    }
    case 'money': {
      const min = f.min;
      const format = fieldMessage('amount', { label: f.label });
      s = z
        // A number is not missing: it is money in the wrong shape (the API takes decimal strings).
        .string({ error: (iss) => (iss.input === undefined || iss.input === null ? req : format) })
        .regex(MONEY, format)
        .refine(
          (v) => min === undefined || !MONEY.test(v) || moneyToCents(v) >= Math.round(min * 100),
          fieldMessage('atLeast', { label: f.label, min }),
        )
        .refine(
          (v) => !MONEY.test(v) || withinMoneyLimit(v),
          fieldMessage('atMost', { label: f.label, max: MONEY_MAX }),
        );
      break;
    }
    case 'date':
      s = isoDate(fieldMessage('date', { label: f.label }), req);
      break;
    case 'datetime':
      s = z.iso.datetime({
        offset: true,
        error: (iss) =>
          iss.input === undefined || iss.input === null ? req : fieldMessage('dateTime', { label: f.label }),
      });
      break;
    case 'time':
      s = clockTime(fieldMessage('time', { label: f.label }), req);
      break;
    case 'boolean':
      s = z.boolean({ error: req });
      break;
    case 'choice':
      s = z.enum(f.options as [string, ...string[]], {
        error: (iss) =>
          iss.input === undefined || iss.input === null || iss.input === ''
            ? req
            : (f.invalidMessage ?? fieldMessage('oneOf', { label: f.label, options: f.options.join(', ') })),
      });
      break;
    case 'choices': {
      // A set: each option at most once (a tooth's surfaces, a doctor's days).
      let a = z.array(
        z.enum(
          f.options as [string, ...string[]],
          fieldMessage('chooseFrom', { label: f.label, options: f.options.join(', ') }),
        ),
      );
      if (f.required) a = a.min(1, req);
      s = a.refine((v) => new Set(v).size === v.length, fieldMessage('repeated', { label: f.label }));
      break;
    }
    case 'textList': {
      let a = z.array(
        z
          .string()
          .trim()
          .min(1, fieldMessage('emptyEntry', { label: f.label }))
          .max(500),
      );
      if (f.maxItems) a = a.max(f.maxItems, fieldMessage('maxEntries', { label: f.label, max: f.maxItems }));
      if (f.required) a = a.min(1, req);
      s = f.distinct ? a.transform(distinctEntries) : a;
      break;
    }
    case 'reference':
      s = z.number({ error: req }).int().positive(req).max(MAX_RECORD_ID, req);
      break;
    case 'rows':
      s = rowsSchema(f, req);
      break;
    case 'files':
      s = z.array(storedFileSchema);
      break;
    case 'json': {
      // The same schema, but a missing value reads as the field's required message.
      const error: z.core.$ZodErrorMap = (iss) => (iss.input === undefined ? req : undefined);
      s = f.schema.clone({ ...f.schema._zod.def, error });
      break;
    }
  }
  return f.required ? s : s.nullable().optional();
}

/** A row whose every value is empty: dropped rather than refused (an editor's spare row). */
const isBlankRow = (row: unknown): boolean =>
  typeof row === 'object' && row !== null && !Array.isArray(row) && Object.values(row).every(isBlank);

function rowsSchema(f: RowsField, req: string): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [k, sub] of Object.entries(f.fields)) shape[k] = fieldSchema(sub);
  let a = z.array(z.strictObject(shape), { error: req });
  const min = f.minItems ?? (f.required ? 1 : 0);
  if (min > 0) a = a.min(min, min === 1 ? req : fieldMessage('minEntries', { label: f.label, min }));
  if (f.maxItems) a = a.max(f.maxItems, fieldMessage('maxEntries', { label: f.label, max: f.maxItems }));
  return z.preprocess((v) => (Array.isArray(v) ? v.filter((row) => !isBlankRow(row)) : v), a);
}

/**
 * One row of a `rows` field as plain text: its non-empty values in field order, `Amoxicillin 500 mg`;
 * `option` writes a choice's value (a tooth in the clinic's numbering), else it is written as stored.
 */
export function rowText(
  field: RowsField,
  row: Readonly<Record<string, unknown>>,
  option: (f: ChoiceField, value: string) => string = (_, v) => v,
): string {
  return Object.entries(field.fields)
    .filter(([k]) => !isBlank(row[k]))
    .map(([k, sub]) => (sub.kind === 'choice' ? option(sub, String(row[k])) : String(row[k])))
    .join(' · ');
}

/**
 * A field the server computes when it reads the record (`count`, and the list
 * of a `files` field): it has no column and is never written.
 */
export const isComputed = (f: FieldDef): boolean =>
  (f.kind === 'integer' && f.countOf !== undefined) || f.kind === 'files';

/** The entries in order, each kept once whatever its case: `Priority Booking`, `priority booking` → the first. */
export function distinctEntries(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  return entries.filter((e) => {
    const key = e.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Text that stands for "no value" in an optional field. */
export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The largest amount the API takes or a total may reach: 999,999,999.99, far
 * above any clinic's bill, so that every sum of amounts (an invoice's lines,
 * a patient's payments) stays an exact integer number of cents in JavaScript.
 */
export const MONEY_MAX_CENTS = 99_999_999_999;
/** {@link MONEY_MAX_CENTS} as the API writes an amount. */
export const MONEY_MAX = centsToMoney(MONEY_MAX_CENTS);

/** Money helpers: the API's decimal string ⇄ integer cents. Digits only, no floating point on the way. */
export function moneyToCents(v: string): number {
  const neg = v.startsWith('-');
  const [whole = '0', frac = ''] = (neg ? v.slice(1) : v).split('.');
  const cents = Number.parseInt(`${whole || '0'}${frac.padEnd(2, '0').slice(0, 2)}`, 10);
  return neg && cents !== 0 ? -cents : cents;
}
/** Whether an amount (a decimal string) is within what a clinic can bill: {@link MONEY_MAX_CENTS} either way. */
export const withinMoneyLimit = (v: string): boolean => Math.abs(moneyToCents(v)) <= MONEY_MAX_CENTS;
export function centsToMoney(c: number): string {
  const neg = c < 0;
  const abs = Math.abs(c);
  const s = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return neg ? `-${s}` : s;
}
