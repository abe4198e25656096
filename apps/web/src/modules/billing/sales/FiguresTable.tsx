import { centsToMoney, moneyToCents } from '@chairside/domain';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslation } from '../../../i18n/useTranslation';
import { type FormatContext, formatMoney } from '../../../resources/format';

export interface FigureColumn {
  /** English header (translated). */
  header: string;
  /** The amount of each row under this header: a decimal string. */
  amount(row: number): string;
}

/**
 * The numbers under a chart: one row per bar or slice, one column per series,
 * and a total row added up in cents (never floats), so a reader can check
 * the chart against the invoice and payment lists.
 */
export function FiguresTable({
  label,
  category,
  rows,
  columns,
  ctx,
}: {
  /** The table's accessible name (the chart's title). */
  label: string;
  /** English header of the first column (Month, Service, Doctor…). */
  category: string;
  /** Each row's label, as shown. */
  rows: readonly string[];
  columns: readonly FigureColumn[];
  ctx: FormatContext;
}) {
  const { t } = useTranslation();
  const money = (v: string) => <bdi>{formatMoney(v, ctx)}</bdi>;
  const total = (column: FigureColumn) =>
    centsToMoney(rows.reduce((sum, _, i) => sum + moneyToCents(column.amount(i)), 0));
  return (
    <Table size="small" aria-label={t('Figures: {{chart}}', { chart: t(label) })} sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>{t(category)}</TableCell>
          {columns.map((c) => (
            <TableCell key={c.header} align="right">
              {t(c.header)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((name, i) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row">
              {name}
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.header} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(c.amount(i))}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {t('Total')}
          </TableCell>
          {columns.map((c) => (
            <TableCell
              key={c.header}
              align="right"
              sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}
            >
              {money(total(c))}
            </TableCell>
          ))}
        </TableRow>
      </TableFooter>
    </Table>
  );
}
