import { certificates } from '@chairside/domain';
import { useCallback } from 'react';
import { problemMessage } from '../../resources/errors';
import { downloadRecordPdf } from '../../resources/recordDownloads';
import { useToast } from '../../shell/toast';

/** Downloads a certificate's PDF (`certificate_{number}.pdf`) and says so, or why it could not. */
export function useCertificatePdf(): (id: number) => void {
  const toast = useToast();
  return useCallback(
    (id: number) =>
      void downloadRecordPdf(certificates, id)
        .then(() => toast.success('Certificate exported as PDF'))
        .catch((error: unknown) => toast.error(problemMessage(error))),
    [toast],
  );
}
