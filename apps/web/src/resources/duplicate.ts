import { type AnyResource, writableFields } from '@chairside/domain';
import type { ResourceRecord } from './types';

/**
 * The values a copy of `record` starts with: every field the client writes,
 * except those that must differ from the original (unique values, numbers the
 * server hands out), which are left empty for the new record.
 */
export function duplicateValues(def: AnyResource, record: ResourceRecord): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of writableFields(def)) {
    if (field.unique || (field.kind === 'text' && field.generated)) continue;
    values[key] = record[key];
  }
  return values;
}
