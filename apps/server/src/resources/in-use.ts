import { type AnyResource, RESOURCES } from '@chairside/domain';
import { snake } from '../db/resource-table.js';
import { HttpProblem } from '../http/problem.js';

/** PostgreSQL cuts identifiers at 63 bytes; drizzle names a foreign key `{table}_{column}_{target}_id_fk`. */
const foreignKeyName = (table: string, column: string, target: string): string =>
  `${table}_${column}_${target}_id_fk`.slice(0, 63);

type PgError = { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };

/**
 * Why a record of `def` cannot be deleted, from the foreign key that refused
 * it: the referencing field's `inUseMessage` (names what blocks it), else the
 * record type's `messages.inUse`.
 */
export function inUseMessage(def: AnyResource, constraint: string): string {
  for (const other of RESOURCES)
    for (const [key, field] of Object.entries(other.fields))
      if (
        field.kind === 'reference' &&
        field.resource === def.name &&
        field.inUseMessage &&
        foreignKeyName(other.table, snake(key), def.table) === constraint
      )
        return field.inUseMessage;
  return def.messages.inUse;
}

/** foreign_key_violation (NO ACTION keys) and restrict_violation (our ON DELETE RESTRICT keys). */
const IN_USE_CODES = new Set(['23503', '23001']);

/** A delete refused by a foreign key, as a 409 that says what blocks it; null for any other error. */
export function inUseProblem(def: AnyResource, err: unknown): HttpProblem | null {
  const e = err as PgError;
  if (!IN_USE_CODES.has(e.code ?? e.cause?.code ?? '')) return null;
  return new HttpProblem(409, inUseMessage(def, e.constraint ?? e.cause?.constraint ?? ''));
}
