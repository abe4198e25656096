import { labTests } from '@chairside/domain';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Button } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { useUploadFilesAction } from '../../resources/files/UploadFilesDialog';
import { ResourcePage } from '../../resources/ResourcePage';
import { jsonDownloadAction, usePdfDownloadAction } from '../../resources/recordDownloads';
import type { ResourceRecord } from '../../resources/types';

const toJson = jsonDownloadAction((record) => `labtest_${record.id}.json`);

/**
 * Spec 001 "Lab tests", titled Quick Test (routes /lab-test and /quick-test):
 * the generic list, form and detail, plus Download (JSON), Download PDF and
 * Upload Lab Report, in the row menu and the detail view.
 */
export default function LabTestsPage() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const canWrite = can(labTests.permissions.write);
  const pdf = usePdfDownloadAction(labTests);
  const upload = useUploadFilesAction(labTests, 'reports', 'Upload Lab Report');
  const rowActions = useMemo(() => [toJson, pdf, upload.action], [pdf, upload.action]);
  const detailActions = useCallback(
    (record: ResourceRecord) => (
      <>
        <Button startIcon={<PictureAsPdfOutlined />} onClick={() => pdf.onClick(record)}>
          {t('Download PDF')}
        </Button>
        {canWrite && !record.archivedAt && (
          <Button startIcon={<UploadFileOutlined />} onClick={() => upload.action.onClick(record)}>
            {t('Upload Lab Report')}
          </Button>
        )}
      </>
    ),
    [pdf, upload.action, canWrite, t],
  );
  return (
    <>
      <ResourcePage def={labTests} title="Quick Test" rowActions={rowActions} detailActions={detailActions} />
      {upload.dialog}
    </>
  );
}
