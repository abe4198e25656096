import { type AnyResource, type ListResult, MAX_PAGE_SIZE, now } from '@chairside/domain';
import { Box, GlobalStyles, Typography } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { get } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';
import { useToast } from '../shell/toast';
import { problemMessage } from './errors';
import { formatDateTime } from './format';
import { PrintTable } from './PrintTable';
import type { ResourceRecord } from './types';
import { useFormatContext } from './useFormatContext';

/** Most rows a printed list holds; beyond, it says how many it leaves out. */
const PRINT_LIMIT = 1000;
const ROOT_ID = 'list-print';

type Query = Record<string, string | number | undefined>;

/** On paper only the element `#id` shows; on screen it is never seen. */
export const printOnlyStyles = (id: string) =>
  ({
    '@media screen': { [`#${id}`]: { display: 'none' } },
    '@media print': {
      [`body > *:not(#${id})`]: { display: 'none !important' },
      [`#${id}`]: { display: 'block' },
    },
  }) as const;

interface Printed {
  rows: ResourceRecord[];
  total: number;
  at: string;
}

/** Every record the list's search and filters match (up to the limit), page by page, in the list's order. */
export async function allRows(def: AnyResource, query: Query): Promise<Printed> {
  const rows: ResourceRecord[] = [];
  let total = 0;
  for (let page = 1; rows.length < PRINT_LIMIT; page++) {
    const result = await get<ListResult<ResourceRecord>>(`/${def.name}`, { ...query, page, pageSize: MAX_PAGE_SIZE });
    rows.push(...result.items);
    total = result.total;
    if (result.items.length < MAX_PAGE_SIZE || rows.length >= total) break;
  }
  return { rows: rows.slice(0, PRINT_LIMIT), total, at: now().toISOString() };
}

/**
 * Export PDF of a list: the records its search and filters match, laid out as
 * a table with the list's columns, handed to the browser's print dialog (where
 * "Save as PDF" is one of the printers). Render `sheet` once.
 */
export function usePrintList(def: AnyResource): {
  print(query: Query): Promise<void>;
  busy: boolean;
  sheet: ReactNode;
} {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const toast = useToast();
  const [printed, setPrinted] = useState<Printed | null>(null);
  const [busy, setBusy] = useState(false);

  const print = useCallback(
    async (query: Query) => {
      setBusy(true);
      try {
        setPrinted(await allRows(def, query));
      } catch (error) {
        toast.error(problemMessage(error));
        setBusy(false);
      }
    },
    [def, toast],
  );

  // Once the table is on the page, the print dialog opens.
  useEffect(() => {
    if (!printed || !busy) return;
    setBusy(false);
    toast.success('Print dialog opened for PDF export');
    window.print();
  }, [printed, busy, toast]);

  const sheet =
    printed &&
    createPortal(
      <Box id={ROOT_ID} sx={{ p: 2, color: '#000', bgcolor: '#fff' }}>
        <GlobalStyles styles={printOnlyStyles(ROOT_ID)} />
        <Typography variant="h5" component="h1">
          {t(def.plural)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('{{count}} records, printed {{date}}', { count: printed.total, date: formatDateTime(printed.at, ctx) })}
          {printed.total > printed.rows.length &&
            ` — ${t('the first {{count}} are shown', { count: printed.rows.length })}`}
        </Typography>
        <PrintTable def={def} rows={printed.rows} />
      </Box>,
      document.body,
    );
  return { print, busy, sheet };
}
