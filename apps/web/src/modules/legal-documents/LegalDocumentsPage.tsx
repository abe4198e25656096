import { legalDocuments } from '@chairside/domain';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Button } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import type { CustomCells, RowAction } from '../../resources/columns';
import { openFile } from '../../resources/files/api';
import { useUploadFilesAction } from '../../resources/files/UploadFilesDialog';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { signedDocumentOf, ViewPdfLink } from './ViewPdfLink';

const CELLS: CustomCells = { document: (record) => <ViewPdfLink record={record} /> };

const viewPdf = (record: ResourceRecord) => {
  const file = signedDocumentOf(record);
  if (file) void openFile(legalDocuments.name, record.id, file);
};

/**
 * Spec 002 "Legal compliance documents": a patient's signed consents and
 * agreements, each with its signed PDF (uploaded with the form, or later),
 * opened in the browser's viewer; expiry N/A when there is none.
 */
export default function LegalDocumentsPage() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const canWrite = can(legalDocuments.permissions.write);
  const upload = useUploadFilesAction(legalDocuments, 'document', 'Upload Signed Document');
  const rowActions = useMemo<RowAction[]>(
    () => [
      {
        label: 'View PDF',
        icon: <PictureAsPdfOutlined fontSize="small" />,
        shows: (record) => signedDocumentOf(record) !== undefined,
        onClick: viewPdf,
      },
      upload.action,
    ],
    [upload.action],
  );
  const detailActions = useCallback(
    (record: ResourceRecord) => (
      <>
        {signedDocumentOf(record) && (
          <Button startIcon={<PictureAsPdfOutlined />} onClick={() => viewPdf(record)}>
            {t('View PDF')}
          </Button>
        )}
        {canWrite && !record.archivedAt && (
          <Button startIcon={<UploadFileOutlined />} onClick={() => upload.action.onClick(record)}>
            {t('Upload Signed Document')}
          </Button>
        )}
      </>
    ),
    [canWrite, upload.action, t],
  );
  return (
    <>
      <ResourcePage def={legalDocuments} cells={CELLS} rowActions={rowActions} detailActions={detailActions} />
      {upload.dialog}
    </>
  );
}
