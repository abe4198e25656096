import { prescriptions } from '@chairside/domain';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Button } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { inlineDocumentUrl } from '../../resources/documentQuery';
import { ResourcePage } from '../../resources/ResourcePage';
import { usePdfDownloadAction } from '../../resources/recordDownloads';
import type { ResourceRecord } from '../../resources/types';
import { allergyCheck } from './AllergyCheck';
import { AllergyWarnings } from './AllergyWarnings';

const allergiesOf = (record: ResourceRecord) => <AllergyWarnings prescription={record.id} />;

/**
 * Spec 000 §2.12 "Prescriptions" (`/prescription`): the generic list, form and
 * detail, with the patient's allergy warnings in the detail, Download PDF in
 * the row menu and the detail, and Print (the PDF in the browser's viewer).
 */
export default function PrescriptionsPage() {
  const { t, i18n } = useTranslation();
  const pdf = usePdfDownloadAction(prescriptions);
  const rowActions = useMemo(() => [pdf], [pdf]);
  const detailActions = useCallback(
    (record: ResourceRecord) => (
      <>
        <Button
          startIcon={<PrintOutlined />}
          component="a"
          href={inlineDocumentUrl(`/${prescriptions.name}/${record.id}/pdf`, i18n.language)}
          target="_blank"
          rel="noopener"
        >
          {t('Print')}
        </Button>
        <Button startIcon={<PictureAsPdfOutlined />} onClick={() => pdf.onClick(record)}>
          {t('Download PDF')}
        </Button>
      </>
    ),
    [pdf, t, i18n.language],
  );
  return (
    <ResourcePage
      def={prescriptions}
      rowActions={rowActions}
      detailActions={detailActions}
      detailExtra={allergiesOf}
      formExtension={allergyCheck}
    />
  );
}
