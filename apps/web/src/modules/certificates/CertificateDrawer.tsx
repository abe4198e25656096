import { CERTIFICATE_STATUS_COLORS, type CertificateStatus, type StoredFile } from '@chairside/domain';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, Chip, Drawer, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { problemMessage } from '../../resources/errors';
import { FileList } from '../../resources/files/FileList';
import { useUploadFilesAction } from '../../resources/files/UploadFilesDialog';
import { formatDateTime } from '../../resources/format';
import { RecordBody, useViewedRecord } from '../../resources/RecordBody';
import type { ResourceDetailProps } from '../../resources/ResourceDetail';
import { useFormatContext } from '../../resources/useFormatContext';
import { useRestoreResource } from '../../resources/useResourceMutations';
import { useToast } from '../../shell/toast';
import { CertificatePreview } from './CertificatePreview';
import { useCertificatePdf } from './useCertificatePdf';

/**
 * Spec 001 "Certificates", row menu View: a side drawer showing the
 * certificate as it prints, its attachments and internal notes, with
 * Download (PDF), Edit, Upload Attachment, History, and Delete (it archives) or Restore.
 */
export function CertificateDrawer({
  def,
  open,
  id,
  onClose,
  onEdit,
  canEditRecord,
  onDelete,
  onHistory,
}: ResourceDetailProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const ctx = useFormatContext();
  const { can } = useAuth();
  const canWrite = can(def.permissions.write);
  const titleId = useId();
  const viewed = useViewedRecord(def, id, open);
  const { record } = viewed;
  const archived = Boolean(record?.archivedAt);
  const restore = useRestoreResource(def);
  const downloadPdf = useCertificatePdf();
  const upload = useUploadFilesAction(def, 'attachments', 'Upload Attachment');
  const files = (record?.attachments ?? []) as StoredFile[];
  const status = typeof record?.status === 'string' ? (record.status as CertificateStatus) : null;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the app bar (which sits above the sidebar's drawer): the header must not cover the Close button.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 600 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          {record ? <bdi>{String(record.certificateNumber ?? t(def.label))}</bdi> : t(def.label)}
        </Typography>
        {status && <Chip size="small" color={CERTIFICATE_STATUS_COLORS[status]} label={t(status)} />}
        <Tooltip title={t('Close')}>
          <IconButton aria-label={t('Close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Tooltip>
      </Stack>

      {/* Scrolls with the keyboard too. */}
      <Box
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        sx={{ flex: '1 1 auto', overflowY: 'auto', p: 2, bgcolor: 'action.hover' }}
      >
        <RecordBody def={def} viewed={viewed}>
          {(shown) => (
            <Stack spacing={2}>
              {archived && shown.archivedAt && (
                <Alert severity="warning">
                  {t('Archived on {{date}}. Restore it to edit it.', { date: formatDateTime(shown.archivedAt, ctx) })}
                </Alert>
              )}
              <CertificatePreview record={shown} />
              <Box component="section" aria-labelledby={`${titleId}-files`}>
                <Typography id={`${titleId}-files`} variant="subtitle2" component="h3">
                  {t(def.fields.attachments?.label ?? 'Attachments')}
                </Typography>
                {files.length ? (
                  <FileList resource={def.name} recordId={shown.id} files={files} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('None')}
                  </Typography>
                )}
              </Box>
              {typeof shown.notes === 'string' && shown.notes.trim() && (
                <Box component="section">
                  <Typography variant="subtitle2" component="h3">
                    {t(def.fields.notes?.label ?? 'Notes')}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} dir="auto">
                    {shown.notes}
                  </Typography>
                </Box>
              )}
            </Stack>
          )}
        </RecordBody>
      </Box>

      {record && (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
        >
          <Button variant="contained" startIcon={<PictureAsPdfOutlined />} onClick={() => downloadPdf(record.id)}>
            {t('Download')}
          </Button>
          {canWrite && onEdit && !archived && (canEditRecord?.(record) ?? true) && (
            <Button startIcon={<EditOutlined />} onClick={() => onEdit(record.id)}>
              {t('Edit')}
            </Button>
          )}
          {canWrite && !archived && (
            <Button startIcon={<UploadFileOutlined />} onClick={() => upload.action.onClick(record)}>
              {t('Upload Attachment')}
            </Button>
          )}
          {onHistory && (
            <Button startIcon={<HistoryOutlined />} onClick={() => onHistory(record.id)}>
              {t('History')}
            </Button>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {canWrite && onDelete && !archived && (
            <Button color="error" startIcon={<DeleteOutlined />} onClick={() => onDelete(record)}>
              {t('Archive')}
            </Button>
          )}
          {canWrite && archived && (
            <Button
              startIcon={<RestoreOutlined />}
              disabled={restore.isPending}
              onClick={() =>
                restore.mutate(record.id, {
                  onSuccess: () => toast.success(def.messages.restored),
                  onError: (error) => toast.error(problemMessage(error)),
                })
              }
            >
              {t('Restore')}
            </Button>
          )}
        </Stack>
      )}
      {upload.dialog}
    </Drawer>
  );
}
