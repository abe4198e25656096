import { chartEntries } from '@chairside/domain';
import { Box, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { HistoryDrawer } from '../../resources/HistoryDrawer';
import { ResourceList } from '../../resources/ResourceList';
import { useAreaCells } from './useAreaCells';

interface EntryHistoryProps {
  patient: number;
  /** One tooth's history, or every tooth's when null. */
  tooth: string | null;
  title: string;
}

/** Chart entries of a patient (or of one of their teeth), newest first; each entry's own changes in a drawer. */
export function EntryHistory({ patient, tooth, title }: EntryHistoryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [audited, setAudited] = useState<number | null>(null);
  const cells = useAreaCells();
  const fixed = useMemo(() => ({ patient: String(patient), ...(tooth ? { tooth } : {}) }), [patient, tooth]);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(title)}
      </Typography>
      <ResourceList def={chartEntries} fixedFilters={fixed} onHistory={setAudited} cells={cells} />
      <HistoryDrawer def={chartEntries} id={audited} onClose={() => setAudited(null)} />
    </Box>
  );
}
