import type { SalesTotals } from '@chairside/domain';
import { Box, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatMoney, recordFormat } from '../../../resources/format';
import { useFormatContext } from '../../../resources/useFormatContext';

/** Each figure of the period with what it counts: the numbers an accountant checks against the lists. */
const FIGURES: readonly { key: Exclude<keyof SalesTotals, 'currency'>; label: string; definition: string }[] = [
  {
    key: 'invoices',
    label: 'Issued invoices',
    definition: 'Invoices issued, partly paid or paid, dated in the period. Drafts and void invoices are not billed.',
  },
  { key: 'lines', label: 'Lines before discount', definition: 'Their lines: quantity × unit price.' },
  { key: 'discount', label: 'Discounts', definition: 'The discounts given on them.' },
  { key: 'billed', label: 'Billed', definition: 'Lines less discounts, before tax.' },
  { key: 'tax', label: 'Tax', definition: 'The tax on them, shown apart from what is billed.' },
  {
    key: 'total',
    label: 'Billed with tax',
    definition: 'The invoices’ totals: the invoice list’s “Total billed” for the same dates.',
  },
  {
    key: 'paidOnInvoices',
    label: 'Paid on invoices',
    definition:
      'What has been paid on these invoices so far, whenever it was paid: the invoice list’s “Paid” for the same dates.',
  },
  {
    key: 'received',
    label: 'Received|money',
    definition: 'Completed payments dated in the period, on an invoice or not.',
  },
  { key: 'refunded', label: 'Refunded', definition: 'Refunds dated in the period.' },
  { key: 'collected', label: 'Collected', definition: 'Received less refunded: the money the period brought in.' },
];

/** The period's figures of one currency, each defined, and why "Paid on invoices" is not "Collected". */
export function SalesDefinitions({ totals }: { totals: SalesTotals }) {
  const { t } = useTranslation();
  const ctx = recordFormat(useFormatContext(), totals);
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5, mb: 2 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('Figures of the period')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={id}>
          <TableBody>
            {FIGURES.map((f) => (
              <TableRow key={f.key}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t(f.label)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{f.key === 'invoices' ? totals.invoices : formatMoney(totals[f.key], ctx)}</bdi>
                </TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{t(f.definition)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t(
          'Why “Paid on invoices” differs from “Collected”: the first follows the period’s invoices, with payments made before or after it; the second follows the days money came in, with payments on older invoices and on account, less refunds.',
        )}
      </Typography>
    </Paper>
  );
}
