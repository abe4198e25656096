import { payments } from '@chairside/domain';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Button } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ResourcePage } from '../../resources/ResourcePage';
import { usePdfDownloadAction } from '../../resources/recordDownloads';
import type { ResourceRecord } from '../../resources/types';

/**
 * Spec 000 §2.13 "Payments" (`/payment`): the generic list (received, pending
 * and refunded totals above it), form and detail, and the receipt as a PDF
 * from the row menu and the detail.
 */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const receipt = usePdfDownloadAction(payments);
  const rowActions = useMemo(() => [receipt], [receipt]);
  const detailActions = useCallback(
    (record: ResourceRecord) => (
      <Button startIcon={<PictureAsPdfOutlined />} onClick={() => receipt.onClick(record)}>
        {t('Download PDF')}
      </Button>
    ),
    [receipt, t],
  );
  return <ResourcePage def={payments} rowActions={rowActions} detailActions={detailActions} />;
}
