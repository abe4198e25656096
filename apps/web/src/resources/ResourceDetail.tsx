import type { AnyResource } from '@chairside/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useAuth } from '../auth/AuthContext';
import { DetailSections } from './DetailSections';
import { GENERIC_ERROR } from './errors';
import type { ResourceRecord } from './types';
import { useResource } from './useResource';

export interface ResourceDetailProps {
  def: AnyResource;
  open: boolean;
  /** The record to show; null: nothing selected. */
  id: number | null;
  onClose(): void;
  /** Open the edit form. Without it (or without write permission) there is no Edit button. */
  onEdit?(id: number): void;
  /** Ask to delete the record. Without it (or without write permission) there is no Delete button. */
  onDelete?(record: ResourceRecord): void;
}

/** Read-only view of one record: every field by section, its created / updated times, Edit and Delete. */
export function ResourceDetail({ def, open, id, onClose, onEdit, onDelete }: ResourceDetailProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { can } = useAuth();
  const canWrite = can(def.permissions.write);
  const titleId = useId();
  const query = useResource(def, open ? id : null);
  const record = query.data;
  const gone = id === null || (query.error instanceof ApiError && query.error.status === 404);

  const name = record?.[def.titleField];
  const title = typeof name === 'string' && name !== '' ? name : t(def.label);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {gone ? (
          <Alert severity="info">{t(def.messages.noneSelected)}</Alert>
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('Retry')}
              </Button>
            }
          >
            {t(GENERIC_ERROR)}
          </Alert>
        ) : record ? (
          <DetailSections def={def} record={record} />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
            <CircularProgress aria-label={t('Loading…')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {record && canWrite && onDelete && (
          <Button color="error" startIcon={<DeleteOutlined />} onClick={() => onDelete(record)}>
            {t('Delete')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>{t('Close')}</Button>
        {record && canWrite && onEdit && (
          <Button variant="contained" startIcon={<EditOutlined />} onClick={() => onEdit(record.id)}>
            {t('Edit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
