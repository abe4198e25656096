import { treatmentPlans } from '@chairside/domain';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Button } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ResourcePage } from '../../resources/ResourcePage';
import { usePdfDownloadAction } from '../../resources/recordDownloads';
import type { ResourceRecord } from '../../resources/types';
import { PlanItems } from './PlanItems';

const itemsOf = (record: ResourceRecord) => <PlanItems record={record} />;

/**
 * Spec 002 "Treatment Plans": tiles and charts by treatment type, create,
 * edit, view, archive; each plan's procedures by tooth with their totals, and
 * the plan as a PDF for the patient.
 */
export default function TreatmentPlansPage() {
  const { t } = useTranslation();
  const pdf = usePdfDownloadAction(treatmentPlans);
  const rowActions = useMemo(() => [pdf], [pdf]);
  const detailActions = useCallback(
    (record: ResourceRecord) => (
      <Button startIcon={<PictureAsPdfOutlined />} onClick={() => pdf.onClick(record)}>
        {t('Download PDF')}
      </Button>
    ),
    [pdf, t],
  );
  return (
    <ResourcePage def={treatmentPlans} rowActions={rowActions} detailActions={detailActions} detailExtra={itemsOf} />
  );
}
