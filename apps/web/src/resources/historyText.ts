import type { AnyResource, HistoryChange } from '@chairside/domain';
import { type FormatContext, formatValue } from './format';

/** One line of a history entry as a person reads it: the field's label, the value before and after. */
export interface ChangeText {
  field: string;
  label: string;
  from: string;
  to: string;
}

function valueText(def: AnyResource, field: string, value: unknown, ctx: FormatContext, label?: string | null): string {
  const f = def.fields[field];
  if (f) return formatValue(f, value, ctx, label);
  // A field the record type no longer has: its value as stored.
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The changes of a history entry in the order of the record type's fields,
 * labelled and formatted like the detail view (references by name, money in
 * the clinic's currency); a field it no longer has keeps its key.
 */
export function changeTexts(def: AnyResource, changes: readonly HistoryChange[], ctx: FormatContext): ChangeText[] {
  const order = Object.keys(def.fields);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return [...changes]
    .sort((a, b) => rank(a.field) - rank(b.field))
    .map((c) => ({
      field: c.field,
      label: def.fields[c.field] ? ctx.t(def.fields[c.field]?.label ?? c.field) : c.field,
      from: valueText(def, c.field, c.from, ctx, c.fromLabel),
      to: valueText(def, c.field, c.to, ctx, c.toLabel),
    }));
}
