import type { AnyResource } from '@chairside/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Drawer,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';
import { useAuth } from '../auth/AuthContext';
import { useTranslation } from '../i18n/useTranslation';
import { DetailSections } from './DetailSections';
import { formatDateTime, recordTitle } from './format';
import { RecordBody, useViewedRecord } from './RecordBody';
import { RestoreButton } from './RestoreButton';
import type { ResourceRecord } from './types';
import { useFormatContext } from './useFormatContext';

export interface ResourceDetailProps {
  def: AnyResource;
  open: boolean;
  /** The record to show; null: nothing selected. */
  id: number | null;
  onClose(): void;
  /** Open the edit form. Without it (or without write permission) there is no Edit button. */
  onEdit?(id: number): void;
  /** The records Edit applies to (a sent campaign is kept as it went out); all when absent. */
  canEditRecord?(record: ResourceRecord): boolean;
  /** Ask to delete the record. Without it (or without write permission) there is no Delete button. */
  onDelete?(record: ResourceRecord): void;
  /** The records Delete / Archive applies to (an issued invoice is never deleted); all when absent. */
  canDeleteRecord?(record: ResourceRecord): boolean;
  /** Extra buttons for the record shown, beside Close (what a module adds: Mark as unread). */
  actions?(record: ResourceRecord): ReactNode;
  /** Open the record's history. Without it there is no History button. */
  onHistory?(id: number): void;
  /** Shown after the fields (what a module adds: a staff member's permissions). */
  extra?(record: ResourceRecord): ReactNode;
  /**
   * `drawer`: a side panel beside the list (not modal: the grid stays in use), as
   * the spec draws the diagnoses' view; a dialog over the list otherwise.
   */
  layout?: 'dialog' | 'drawer';
}

/** Read-only view of one record: every field by section, its created / updated times, Edit and Delete. */
export function ResourceDetail({
  def,
  open,
  id,
  onClose,
  onEdit,
  canEditRecord,
  onDelete,
  canDeleteRecord,
  actions,
  extra,
  onHistory,
  layout = 'dialog',
}: ResourceDetailProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { can } = useAuth();
  const canWrite = can(def.permissions.write);
  const titleId = useId();
  const viewed = useViewedRecord(def, id, open);
  const { record } = viewed;

  const archived = Boolean(record?.archivedAt);
  const ctx = useFormatContext();
  const title = recordTitle(def, record) ?? t(def.label);

  const body = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Focusable: a long record scrolls, and the keyboard must reach all of it (axe scrollable-region-focusable). */}
      <DialogContent dividers tabIndex={0}>
        <RecordBody def={def} viewed={viewed}>
          {(shown) => (
            <>
              {shown.archivedAt && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {t('Archived on {{date}}. Restore it to edit it.', { date: formatDateTime(shown.archivedAt, ctx) })}
                </Alert>
              )}
              <DetailSections def={def} record={shown}>
                {extra?.(shown)}
              </DetailSections>
            </>
          )}
        </RecordBody>
      </DialogContent>
      <DialogActions>
        {record && canWrite && onDelete && !archived && (canDeleteRecord?.(record) ?? true) && (
          <Button color="error" startIcon={<DeleteOutlined />} onClick={() => onDelete(record)}>
            {t(def.archivable ? 'Archive' : 'Delete')}
          </Button>
        )}
        {record && onHistory && (
          <Button startIcon={<HistoryOutlined />} onClick={() => onHistory(record.id)}>
            {t('History')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {record && actions?.(record)}
        <Button onClick={onClose}>{t('Close')}</Button>
        {record && canWrite && archived && <RestoreButton def={def} record={record} />}
        {record && canWrite && onEdit && !archived && (canEditRecord?.(record) ?? true) && (
          <Button variant="contained" startIcon={<EditOutlined />} onClick={() => onEdit(record.id)}>
            {t('Edit')}
          </Button>
        )}
      </DialogActions>
    </>
  );
  if (layout === 'drawer' && !fullScreen)
    return (
      <Drawer
        anchor="right"
        variant="persistent"
        open={open}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': false,
            'aria-labelledby': titleId,
            sx: { width: 440, maxWidth: '100vw', display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        {body}
      </Drawer>
    );
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
      {body}
    </Dialog>
  );
}
