import { caseStudies, type StoredFile } from '@chairside/domain';
import FileOpenOutlined from '@mui/icons-material/FileOpenOutlined';
import { Button } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { RowAction } from '../../resources/columns';
import { problemMessage } from '../../resources/errors';
import { openFile } from '../../resources/files/api';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { useToast } from '../../shell/toast';

const firstFile = (record: ResourceRecord): StoredFile | undefined =>
  (record.researchFiles as StoredFile[] | undefined)?.[0];

/**
 * Spec 002 "Case studies": title, description, procedures, outcome and the
 * research files (uploaded in the form), searched in title and description,
 * exported as CaseStudies.csv or .xlsx; Open Research File opens the first one.
 */
export default function CaseStudiesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const open = useCallback(
    (record: ResourceRecord) => {
      const file = firstFile(record);
      if (file)
        void openFile(caseStudies.name, record.id, file).catch((error: unknown) => toast.error(problemMessage(error)));
    },
    [toast],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [
      {
        label: 'Open Research File',
        icon: <FileOpenOutlined fontSize="small" />,
        shows: (record) => firstFile(record) !== undefined,
        onClick: open,
      },
    ],
    [open],
  );
  const detailActions = useCallback(
    (record: ResourceRecord) =>
      firstFile(record) ? (
        <Button startIcon={<FileOpenOutlined />} onClick={() => open(record)}>
          {t('Open Research File')}
        </Button>
      ) : null,
    [open, t],
  );
  return <ResourcePage def={caseStudies} rowActions={rowActions} detailActions={detailActions} />;
}
