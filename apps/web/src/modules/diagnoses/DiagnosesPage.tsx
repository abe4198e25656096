import { diagnoses } from '@chairside/domain';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Box, Button, Divider, GlobalStyles, Typography } from '@mui/material';
import { useCallback } from 'react';
import { download } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { exportQuery } from '../../resources/documentQuery';
import { problemMessage } from '../../resources/errors';
import { HistoryEntries } from '../../resources/HistoryDrawer';
import { ResourceDetail, type ResourceDetailProps } from '../../resources/ResourceDetail';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { useToast } from '../../shell/toast';

type Query = Record<string, string | number | undefined>;

/** Printing from the detail view prints the diagnosis alone. */
const PRINT_STYLES = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[role="dialog"], [role="dialog"] *': { visibility: 'visible' },
    '[role="dialog"]': { position: 'absolute', inset: 0 },
    '[role="dialog"] button': { display: 'none' },
  },
} as const;

function useExcel() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  return async (query: Query) => {
    try {
      await download(`/${diagnoses.name}/export`, { ...query, format: 'xlsx', ...exportQuery(i18n.language) });
      toast.success(t('Exported to Excel'));
    } catch (error) {
      toast.error(problemMessage(error));
    }
  };
}

function Toolbar({ query }: { query: Query }) {
  const { t } = useTranslation();
  const excel = useExcel();
  return (
    <Button size="small" startIcon={<GridOnOutlined />} onClick={() => void excel(query)}>
      {t('Download Excel')}
    </Button>
  );
}

function DetailActions({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const toast = useToast();
  const excel = useExcel();
  return (
    <>
      <Button
        startIcon={<PrintOutlined />}
        onClick={() => {
          toast.success(t('Print dialog opened for PDF export'));
          window.print();
        }}
      >
        {t('Print')}
      </Button>
      <Button startIcon={<GridOnOutlined />} onClick={() => void excel({ ids: String(record.id) })}>
        {t('Download Excel')}
      </Button>
    </>
  );
}

/** The diagnosis's audit trail, from the audit log: who changed what and when. */
function AuditTrail({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('Audit trail')}
      </Typography>
      <HistoryEntries def={diagnoses} id={record.id} />
    </Box>
  );
}

/** Spec 002: the diagnosis opens in a side drawer beside the grid, not a dialog over it. */
function DiagnosisDrawer(props: ResourceDetailProps) {
  return <ResourceDetail {...props} layout="drawer" />;
}

/**
 * Spec 002 "Diagnoses": tiles, four charts, filters with a date range,
 * condition and severity edited in the grid, and a detail view with the
 * audit trail, Print and Download Excel (`diagnoses.xlsx`).
 */
export default function DiagnosesPage() {
  const toolbar = useCallback((query: Query) => <Toolbar query={query} />, []);
  const actions = useCallback((record: ResourceRecord) => <DetailActions record={record} />, []);
  const extra = useCallback((record: ResourceRecord) => <AuditTrail record={record} />, []);
  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <ResourcePage
        def={diagnoses}
        toolbar={toolbar}
        detailActions={actions}
        detailExtra={extra}
        detail={DiagnosisDrawer}
      />
    </>
  );
}
