import type { AnyResource } from '@chairside/domain';
import { Alert, Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';
import { LoadErrorAlert } from './LoadErrorAlert';
import type { ResourceRecord } from './types';
import { useResource } from './useResource';

/**
 * The record a detail view shows (`id` while `open`), and whether it is gone: none picked, or
 * deleted meanwhile (404).
 */
export function useViewedRecord(def: AnyResource, id: number | null, open: boolean) {
  const query = useResource(def, open ? id : null);
  const gone = id === null || (query.error instanceof ApiError && query.error.status === 404);
  return { query, record: query.data, gone };
}

interface RecordBodyProps {
  def: AnyResource;
  viewed: ReturnType<typeof useViewedRecord>;
  children: (record: ResourceRecord) => ReactNode;
}

/**
 * A detail view's body: the record once loaded; before that a spinner, a note when it is gone,
 * or the error with Retry when it failed to load.
 */
export function RecordBody({ def, viewed: { query, record, gone }, children }: RecordBodyProps) {
  const { t } = useTranslation();
  if (gone) return <Alert severity="info">{t(def.messages.noneSelected)}</Alert>;
  if (query.isError) return <LoadErrorAlert onRetry={query.refetch} />;
  if (record) return children(record);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
      <CircularProgress aria-label={t('Loading…')} />
    </Box>
  );
}
