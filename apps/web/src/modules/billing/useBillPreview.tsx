import { areaText } from '@chairside/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { post } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../resources/format';
import { useFormatContext } from '../../resources/useFormatContext';

interface PreviewLine {
  description: string;
  tooth: string;
  lastTooth: string;
  region: string;
  quantity: number;
  unitPrice: string;
  total: string;
  insurance: string;
}
export interface BillPreview {
  lines: PreviewLine[];
  coverage: number;
  insuranceEstimate: string;
  patientEstimate: string;
  subtotal: string;
  discountTotal: string;
  taxTotal: string;
  total: string;
}

/**
 * Generate Bill's preview (spec 002): the amounts the server would store for
 * the form's invoice, in a dialog; `review(body)` resolves true on Confirm &
 * Save and false on Back. A refused body rejects (the form shows why).
 */
export function useBillPreview() {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const [preview, setPreview] = useState<BillPreview | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);

  const review = useCallback(async (body: Record<string, unknown>) => {
    const shown = await post<BillPreview>('/invoices/preview', body);
    setPreview(shown);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const close = (ok: boolean) => {
    setPreview(null);
    answer.current?.(ok);
    answer.current = null;
  };
  const money = (v: string) => formatMoney(v, ctx);
  const insured = (preview?.coverage ?? 0) > 0;

  const dialog = (
    <Dialog open={preview !== null} onClose={() => close(false)} maxWidth="md" fullWidth>
      <DialogTitle>{t('Bill preview')}</DialogTitle>
      <DialogContent dividers>
        {preview && (
          <Table size="small" aria-label={t('Bill preview')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Service')}</TableCell>
                <TableCell>{t('Tooth')}</TableCell>
                <TableCell align="right">{t('Quantity')}</TableCell>
                <TableCell align="right">{t('Unit Price')}</TableCell>
                <TableCell align="right">{t('Total')}</TableCell>
                {insured && <TableCell align="right">{t('Insurance Estimate')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id before they are saved
                <TableRow key={i}>
                  <TableCell>{line.description}</TableCell>
                  <TableCell>{areaText(line, ctx.toothNumbering ?? 'universal', (e) => t(e))}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{money(line.unitPrice)}</TableCell>
                  <TableCell align="right">{money(line.total)}</TableCell>
                  {insured && <TableCell align="right">{money(line.insurance)}</TableCell>}
                </TableRow>
              ))}
              {(
                [
                  ['Subtotal', preview.subtotal],
                  // No "Discount −$0.00" on a bill without one.
                  ...(preview.discountTotal === '0.00' ? [] : ([['Discount', `-${preview.discountTotal}`]] as const)),
                  ['Tax', preview.taxTotal],
                  ['Grand Total', preview.total],
                  ...(insured
                    ? ([
                        ['Insurance Estimate', preview.insuranceEstimate],
                        ['Patient Estimate', preview.patientEstimate],
                      ] as const)
                    : []),
                ] as const
              ).map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell colSpan={4} align="right" sx={{ fontWeight: label === 'Grand Total' ? 700 : 400 }}>
                    {t(label)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: label === 'Grand Total' ? 700 : 400 }}>
                    {money(value)}
                  </TableCell>
                  {insured && <TableCell />}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{t('Back')}</Button>
        <Button variant="contained" onClick={() => close(true)}>
          {t('Confirm & Save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { review, dialog };
}
