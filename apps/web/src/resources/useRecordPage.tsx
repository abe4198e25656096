import type { AnyResource } from '@chairside/domain';
import { Alert, Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';
import { GENERIC_ERROR } from './errors';
import type { ResourceRecord } from './types';
import { useResource } from './useResource';

/**
 * The record a page is about (`/…/:id`): the record once loaded, else what to
 * show instead — the type's "No … selected." for a bad or unknown id, the
 * generic error, or a spinner.
 */
export function useRecordPage(
  def: AnyResource,
): { record: ResourceRecord; fallback: null } | { record: undefined; fallback: ReactNode } {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
  const query = useResource(def, id);
  if (query.data && id !== null) return { record: query.data, fallback: null };
  if (id === null || (query.error instanceof ApiError && query.error.status === 404))
    return { record: undefined, fallback: <Alert severity="info">{t(def.messages.noneSelected)}</Alert> };
  if (query.isError) return { record: undefined, fallback: <Alert severity="error">{t(GENERIC_ERROR)}</Alert> };
  return {
    record: undefined,
    fallback: (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('Loading…')} />
      </Box>
    ),
  };
}
