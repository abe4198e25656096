import type { AnyResource } from '@chairside/domain';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useMemo } from 'react';
import { download } from '../api/client';
import { currentLanguage } from '../i18n';
import { useToast } from '../shell/toast';
import type { RowAction } from './columns';
import { documentQuery } from './documentQuery';
import { saveJson } from './download';
import { problemMessage } from './errors';
import type { ResourceRecord } from './types';

/** Row menu entry: the record as the API gives it, saved as a JSON file named by `filename`. */
export function jsonDownloadAction(filename: (record: ResourceRecord) => string): RowAction {
  return {
    label: 'Download',
    icon: <DataObjectOutlined fontSize="small" />,
    onClick: (record) => saveJson(filename(record), record),
  };
}

/** Downloads the PDF the server makes of a record (`documents.pdf` of its type), in the user's language. */
export function downloadRecordPdf(def: AnyResource, id: number): Promise<void> {
  return download(`/${def.name}/${id}/pdf`, documentQuery(currentLanguage()));
}

/** Row menu entry: Download PDF, for types that declare `documents.pdf`. */
export function usePdfDownloadAction(def: AnyResource): RowAction {
  const toast = useToast();
  return useMemo(
    () => ({
      label: 'Download PDF',
      icon: <PictureAsPdfOutlined fontSize="small" />,
      onClick: (record: ResourceRecord) =>
        void downloadRecordPdf(def, record.id).catch((error: unknown) => toast.error(problemMessage(error))),
    }),
    [def, toast],
  );
}
