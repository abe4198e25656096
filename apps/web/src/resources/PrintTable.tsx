import type { AnyResource } from '@chairside/domain';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import { formatValue, recordFormat, rowLabelsOf } from './format';
import type { ResourceRecord } from './types';
import { useFormatContext } from './useFormatContext';

/** Records as a plain table of the list's columns, black on white, for paper: no chips, no buttons. */
export function PrintTable({ def, rows }: { def: AnyResource; rows: readonly ResourceRecord[] }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const columns = def.list.columns.flatMap((key) => {
    const field = def.fields[key];
    return field ? [{ key, field }] : [];
  });
  return (
    <Table size="small" sx={{ '& td, & th': { borderColor: '#999', color: '#000', px: 1, py: 0.5, fontSize: 11 } }}>
      <TableHead>
        <TableRow>
          {columns.map(({ key, field }) => (
            <TableCell key={key} component="th" sx={{ fontWeight: 700 }}>
              {t(def.list.headers?.[key] ?? field.label)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} sx={{ breakInside: 'avoid' }}>
            {columns.map(({ key, field }) => (
              <TableCell key={key}>
                {formatValue(field, row[key], recordFormat(ctx, row), row.labels?.[key], rowLabelsOf(row.labels, key))}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
