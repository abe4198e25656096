import { patients } from '@chairside/domain';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { Alert, Box, Button, Chip, GlobalStyles, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { saveJson } from '../../resources/download';
import { formatDateTime } from '../../resources/format';
import { RestoreButton } from '../../resources/RestoreButton';
import { usePdfDownloadAction } from '../../resources/recordDownloads';
import type { ResourceRecord } from '../../resources/types';
import { useConfirmDelete } from '../../resources/useConfirmDelete';
import { useFormatContext } from '../../resources/useFormatContext';
import { useRecordPage } from '../../resources/useRecordPage';
import { useToast } from '../../shell/toast';
import { PatientTabs } from './PatientTabs';
import { PATIENT_PAGES } from './pages';
import { usePatientPrint } from './usePatientPrint';

/** Printing the card prints the card: no shell, no buttons. */
const PRINT_STYLES = {
  '@media print': {
    'header, nav, .no-print': { display: 'none !important' },
    main: { margin: '0 !important', padding: '0 !important' },
  },
} as const;

/** What a patient's export holds: the record as the API gives it, without the concurrency bookkeeping. */
function exportOf(record: ResourceRecord): Record<string, unknown> {
  const { version: _version, labels: _labels, ...rest } = record;
  return rest;
}

/**
 * One patient's page, the hub a dentist works in (spec 001 "Patient detail
 * card" and issue 12): the actions on the record (edit, duplicate, export as
 * JSON, print, share, archive and restore) above tabs for the card, the
 * chart, plans, visits, prescriptions, lab tests and documents.
 */
export default function PatientDetailPage() {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const toast = useToast();
  const navigate = useNavigate();
  const { can } = useAuth();
  const canWrite = can(patients.permissions.write);
  const { record, fallback } = useRecordPage(patients);
  const archive = useConfirmDelete(patients);
  const printing = usePatientPrint(record);
  const pdf = usePdfDownloadAction(patients);

  if (!record) return fallback;

  const name = String(record.fullName);
  const archived = Boolean(record.archivedAt);
  const share = async () => {
    const url = window.location.href;
    if (!navigator.share) {
      toast.error('Web Share API not supported in your browser');
      return;
    }
    try {
      await navigator.share({ title: name, url });
    } catch {
      // The person closed the share sheet: nothing to report.
    }
  };

  return (
    <Box>
      <GlobalStyles styles={PRINT_STYLES} />
      <Stack direction="row" useFlexGap sx={{ mb: 2, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={PATIENT_PAGES.list} startIcon={<ArrowBack />} className="no-print">
          {t('Patients')}
        </Button>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {name}
        </Typography>
        <Chip label={String(record.medicalRecordNumber ?? '')} variant="outlined" />
      </Stack>
      <Stack direction="row" useFlexGap className="no-print" sx={{ mb: 2, gap: 1, flexWrap: 'wrap' }}>
        {canWrite && !archived && (
          <Button
            variant="contained"
            startIcon={<EditOutlined />}
            onClick={() => navigate(PATIENT_PAGES.edit(record.id))}
          >
            {t('Edit')}
          </Button>
        )}
        {canWrite && (
          <Button startIcon={<ContentCopyOutlined />} onClick={() => navigate(PATIENT_PAGES.duplicate(record.id))}>
            {t('Duplicate')}
          </Button>
        )}
        <Button
          startIcon={<DownloadOutlined />}
          onClick={() => saveJson(`patient_${record.id}.json`, exportOf(record))}
        >
          {t('Export JSON')}
        </Button>
        <Button startIcon={<PrintOutlined />} onClick={() => void printing.print()} disabled={printing.busy}>
          {t('Print')}
        </Button>
        <Button startIcon={<PictureAsPdfOutlined />} onClick={() => pdf.onClick(record)}>
          {t('Download PDF')}
        </Button>
        <Button startIcon={<ShareOutlined />} onClick={() => void share()}>
          {t('Share')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {canWrite && !archived && (
          <Button color="error" startIcon={<ArchiveOutlined />} onClick={() => archive.request(record)}>
            {t('Archive')}
          </Button>
        )}
        {canWrite && archived && <RestoreButton def={patients} record={record} />}
      </Stack>
      {archived && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('Archived on {{date}}. Restore it to edit it.', { date: formatDateTime(String(record.archivedAt), ctx) })}
        </Alert>
      )}
      <PatientTabs record={record} />
      {archive.dialog}
      {printing.sheet}
    </Box>
  );
}
