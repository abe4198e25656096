import { certificates } from '@chairside/domain';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { download } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { exportQuery } from '../../resources/documentQuery';
import { problemMessage } from '../../resources/errors';
import { usePrintList } from '../../resources/usePrintList';
import { useToast } from '../../shell/toast';
import { TEMPLATES_PATH } from './paths';

type Query = Record<string, string | number | undefined>;

/**
 * Spec 001 "Certificates" toolbar: Export Excel (a real workbook,
 * certificates.xlsx, of what the list shows), Export PDF (the list, printed)
 * and the way to the templates certificates are generated from.
 */
export function CertificatesToolbar({ query }: { query: Query }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const printList = usePrintList(certificates);

  const exportExcel = async () => {
    setExporting(true);
    try {
      await download(`/${certificates.name}/export`, { ...query, format: 'xlsx', ...exportQuery(i18n.language) });
      toast.success('Exported to Excel');
    } catch (error) {
      toast.error(problemMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const spinner = <CircularProgress size={16} color="inherit" />;
  return (
    <>
      <Button size="small" component={RouterLink} to={TEMPLATES_PATH} startIcon={<DescriptionOutlined />}>
        {t('Templates')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={exporting ? spinner : <GridOnOutlined />}
        disabled={exporting}
        onClick={() => void exportExcel()}
      >
        {t('Export Excel')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={printList.busy ? spinner : <PrintOutlined />}
        disabled={printList.busy}
        onClick={() => void printList.print(query)}
      >
        {t('Export PDF')}
      </Button>
      {printList.sheet}
    </>
  );
}
