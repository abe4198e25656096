import { type AnyResource, appointments, now, patients, prescriptions } from '@chairside/domain';
import { Box, GlobalStyles, Typography } from '@mui/material';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { problemMessage } from '../../resources/errors';
import { formatDateTime, formatValue, rowLabelsOf } from '../../resources/format';
import { PrintTable } from '../../resources/PrintTable';
import { headingOf, sectionsOf } from '../../resources/sections';
import type { ResourceRecord } from '../../resources/types';
import { useFormatContext } from '../../resources/useFormatContext';
import { allRows, printOnlyStyles } from '../../resources/usePrintList';
import { useToast } from '../../shell/toast';

const ROOT_ID = 'patient-print';

/** One type of the patient's records, every one of them, under a heading with their number. */
function PrintedRecords({ def, rows }: { def: AnyResource; rows: ResourceRecord[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t(def.plural)} ({rows.length})
      </Typography>
      <PrintTable def={def} rows={rows} />
    </Box>
  );
}

interface Related {
  visits: ResourceRecord[] | null;
  prescribed: ResourceRecord[] | null;
  at: string;
}

/**
 * Printing a patient's card: a layout of the record itself for paper, its
 * sections as plain text (a blood type as words, not a coloured chip), then
 * every appointment and prescription of the patient in full, without the
 * grids' filters, buttons and pages. `print()` loads them and opens the print dialog.
 */
export function usePatientPrint(record: ResourceRecord | undefined): {
  print(): Promise<void>;
  busy: boolean;
  sheet: ReactNode;
} {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const toast = useToast();
  const { can } = useAuth();
  const [related, setRelated] = useState<Related | null>(null);
  const [busy, setBusy] = useState(false);

  const id = record?.id;
  const print = useCallback(async () => {
    if (id === undefined) return;
    setBusy(true);
    try {
      const query = { patient: String(id) };
      const [visits, prescribed] = await Promise.all([
        can(appointments.permissions.read) ? allRows(appointments, query) : null,
        can(prescriptions.permissions.read) ? allRows(prescriptions, query) : null,
      ]);
      setRelated({ visits: visits?.rows ?? null, prescribed: prescribed?.rows ?? null, at: now().toISOString() });
    } catch (error) {
      toast.error(problemMessage(error));
      setBusy(false);
    }
  }, [id, can, toast]);

  // Once the layout is on the page, the print dialog opens.
  useEffect(() => {
    if (!related || !busy) return;
    setBusy(false);
    window.print();
  }, [related, busy]);

  const sections = sectionsOf(patients, (f) => f.kind !== 'files');
  const sheet =
    related &&
    record &&
    createPortal(
      <Box id={ROOT_ID} sx={{ p: 2, color: '#000', bgcolor: '#fff', '& h2': { mt: 2, mb: 0.5 } }}>
        <GlobalStyles styles={printOnlyStyles(ROOT_ID)} />
        <Typography variant="h5" component="h1">
          {String(record.fullName)}
        </Typography>
        <Typography variant="body2">
          {String(record.medicalRecordNumber ?? '')} ·{' '}
          {t('printed {{date}}', { date: formatDateTime(related.at, ctx) })}
        </Typography>
        {sections.map((section, i) => (
          <Box key={section.title ?? i} component="section" sx={{ breakInside: 'avoid' }}>
            {headingOf(section) && (
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {t(headingOf(section) ?? '')}
              </Typography>
            )}
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}>
              {section.fields.map(([key, field]) => (
                <Box key={key} sx={{ display: 'contents', '& dt': { fontWeight: 600 }, '& dd': { m: 0 } }}>
                  <Typography component="dt" variant="body2">
                    {t(field.label)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                    {formatValue(field, record[key], ctx, record.labels?.[key], rowLabelsOf(record.labels, key)) ||
                      t(field.emptyText ?? '—')}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
        {related.visits && <PrintedRecords def={appointments} rows={related.visits} />}
        {related.prescribed && <PrintedRecords def={prescriptions} rows={related.prescribed} />}
      </Box>,
      document.body,
    );
  return { print, busy, sheet };
}
