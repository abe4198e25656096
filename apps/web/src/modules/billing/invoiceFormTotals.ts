import { type InvoiceTotals, invoiceTotals, moneyToCents } from '@chairside/domain';

/** Text as typed in a control ('' for anything else). */
const typed = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** An amount as typed (`120`, `120.5`, `120,50`) in cents; null when it is not one (yet). */
export function typedCents(v: unknown): number | null {
  const s = typed(v);
  return /^\d{1,13}(?:[.,]\d{0,2})?$/.test(s) ? moneyToCents(s.replace(',', '.')) : null;
}

/** A percentage as typed with at most `places` decimals, 0 to 100; null when it is not one. */
function typedPercent(v: unknown, places: number): number | null {
  const s = typed(v);
  if (!new RegExp(`^\\d{1,3}(?:[.,]\\d{0,${places}})?$`).test(s)) return null;
  const n = Number(s.replace(',', '.'));
  return n <= 100 ? n : null;
}

/** A line's quantity as typed: a whole number from 1 to 999, else null. */
function typedQuantity(v: unknown): number | null {
  const s = typed(v);
  return /^\d{1,3}$/.test(s) && Number(s) >= 1 ? Number(s) : null;
}

export interface FormLine {
  /** What the line bills, for the amounts' table: the service's name, its note, or the free line's text. */
  label: string;
  quantity: number | null;
  unitCents: number | null;
}

export interface FormTotals extends InvoiceTotals {
  lines: FormLine[];
  /** The tax rate as typed (null: none). */
  taxRate: number | null;
  discountPercent: number | null;
}

/**
 * The amounts of an invoice form as it is typed, by the same `invoiceTotals`
 * the server stores them with (integer cents, one rounding per percentage):
 * a line whose quantity or price is not a number yet counts as 0.
 */
export function invoiceFormTotals(
  values: Readonly<Record<string, unknown>>,
  serviceName: (id: number) => string | undefined,
): FormTotals {
  const rows = Array.isArray(values.items) ? (values.items as Record<string, unknown>[]) : [];
  const lines = rows
    .map((row): FormLine => {
      const name = typeof row.service === 'number' ? serviceName(row.service) : undefined;
      return {
        label: [name, typed(row.description)].filter(Boolean).join(' — '),
        quantity: typedQuantity(row.quantity),
        unitCents: typedCents(row.unitPrice),
      };
    })
    .filter((line) => line.label !== '' || line.unitCents !== null);
  const discountPercent = typedPercent(values.discountPercent, 2);
  const taxRate = typedPercent(values.taxRate, 3);
  const totals = invoiceTotals({
    lines: lines.map((l) => ({ quantity: l.quantity ?? 0, unitCents: l.unitCents ?? 0 })),
    discountCents: typedCents(values.discountAmount),
    discountPercent,
    taxRate,
  });
  return { ...totals, lines, taxRate, discountPercent };
}
