import { certificates } from '@chairside/domain';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useCallback, useMemo } from 'react';
import type { RowAction } from '../../resources/columns';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { CertificateDrawer } from './CertificateDrawer';
import { CertificatesToolbar } from './CertificatesToolbar';
import { useCertificatePdf } from './useCertificatePdf';

type Query = Record<string, string | number | undefined>;

/**
 * Spec 001 "Certificates" ('Manage Certificates'): tiles, charts, filters
 * (type, status, patient, doctor, clinic, issued from / to), the grid with
 * status and end date edited in place, the create dialog, and per row View
 * (a drawer with the printed preview), Download (PDF) and Delete (archive).
 */
export default function CertificatesPage() {
  const downloadPdf = useCertificatePdf();
  const rowActions = useMemo<RowAction[]>(
    () => [
      {
        label: 'Download',
        icon: <PictureAsPdfOutlined fontSize="small" />,
        onClick: (record: ResourceRecord) => downloadPdf(record.id),
      },
    ],
    [downloadPdf],
  );
  const toolbar = useCallback((query: Query) => <CertificatesToolbar query={query} />, []);
  return (
    <ResourcePage
      def={certificates}
      title="Manage Certificates"
      rowActions={rowActions}
      toolbar={toolbar}
      detail={CertificateDrawer}
    />
  );
}
