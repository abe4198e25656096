import { centsToMoney } from '@chairside/domain';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../resources/format';
import type { FormExtension, FormExtensionProps } from '../../resources/formExtension';
import type { FormValues } from '../../resources/formValues';
import { useFormatContext } from '../../resources/useFormatContext';
import { invoiceFormTotals } from './invoiceFormTotals';
import { useServiceFees } from './useServiceFees';

const serviceOf = (row: FormValues): number | null => (typeof row.service === 'number' ? row.service : null);

/**
 * Picking a service puts its fee in the line's Unit Price at once (where it
 * can still be changed); a price typed by hand is kept until another service
 * is picked on that line. `seen` is each line's service the price was last
 * set for; a line whose service's fee is still loading is set when it arrives.
 */
function useFeeOnServicePick(items: FormValues[], setValue: FormExtensionProps['setValue']) {
  const fees = useServiceFees([...new Set(items.map(serviceOf).filter((s): s is number => s !== null))]);
  const known = useRef(new Map<number, string>());
  for (const [id, fee] of fees) known.current.set(id, fee.price);
  const seen = useRef<(number | null)[] | null>(null);
  if (seen.current === null) seen.current = items.map(serviceOf);
  useEffect(() => {
    const was = seen.current ?? [];
    let changed = false;
    const next = items.map((row, i) => {
      const service = serviceOf(row);
      const before = was[i] ?? null;
      if (service === before || service === null) return service;
      const fee = known.current.get(service);
      if (fee === undefined) return before;
      const price = typeof row.unitPrice === 'string' ? row.unitPrice.trim() : '';
      if (price === '' || (before !== null && price === known.current.get(before))) {
        changed = true;
        return { service, row: { ...row, unitPrice: fee } };
      }
      return service;
    });
    seen.current = next.map((n) => (typeof n === 'object' && n !== null ? n.service : n));
    if (changed)
      setValue(
        'items',
        items.map((row, i) => {
          const n = next[i];
          return typeof n === 'object' && n !== null ? n.row : row;
        }),
      );
  });
  return fees;
}

/**
 * The invoice form's amounts as they are typed: each line's total and the
 * running subtotal, discount (only when there is one), tax and total, by the
 * domain's `invoiceTotals` in integer cents — what the server will store.
 */
function InvoiceAmounts({ control, setValue }: FormExtensionProps) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const values = useWatch({ control }) as FormValues;
  const items = Array.isArray(values.items) ? (values.items as FormValues[]) : [];
  const fees = useFeeOnServicePick(items, setValue);
  const totals = invoiceFormTotals(values, (id) => fees.get(id)?.name);
  const money = (cents: number) => formatMoney(centsToMoney(cents), ctx);
  const figure = (label: string, cents: number, strong = false) => (
    <TableRow key={label}>
      <TableCell colSpan={3} align="right" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        <bdi>{money(cents)}</bdi>
      </TableCell>
    </TableRow>
  );
  const headingId = useId();
  const percent = (n: number | null) => (n === null ? '' : ` (${n.toLocaleString(ctx.language)}%)`);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('Amounts')}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Service')}</TableCell>
            <TableCell align="right">{t('Quantity')}</TableCell>
            <TableCell align="right">{t('Unit Price')}</TableCell>
            <TableCell align="right">{t('Line Total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id before they are saved
            <TableRow key={i}>
              <TableCell>{line.label || '—'}</TableCell>
              <TableCell align="right">{line.quantity ?? '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {line.unitCents === null ? '—' : <bdi>{money(line.unitCents)}</bdi>}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <bdi>{money(totals.lineCents[i] ?? 0)}</bdi>
              </TableCell>
            </TableRow>
          ))}
          {figure(t('Subtotal'), totals.subtotal)}
          {totals.discount > 0 && figure(`${t('Discount')}${percent(totals.discountPercent)}`, -totals.discount)}
          {(totals.tax > 0 || (totals.taxRate ?? 0) > 0) && figure(`${t('Tax')}${percent(totals.taxRate)}`, totals.tax)}
          {figure(t('Grand Total'), totals.total, true)}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The amounts after the discount and tax, in the invoice builder and a draft's edit form. */
export const invoiceAmountsExtension: FormExtension = { after: 'Discount and tax', Component: InvoiceAmounts };
