import type { AnyResource, FilesField, StoredFile } from '@chairside/domain';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { RowAction } from '../columns';
import { GENERIC_ERROR } from '../errors';
import type { ResourceRecord } from '../types';
import { useResource } from '../useResource';
import { FilesInput } from './FilesInput';

interface UploadFilesDialogProps {
  def: AnyResource;
  /** The files field's key. */
  name: string;
  field: FilesField;
  /** English title (translated): `Upload Lab Report`. */
  title: string;
  /** The record whose files are managed; null: closed. */
  id: number | null;
  onClose(): void;
}

/** A record's files in a dialog of their own: upload, download and remove without opening the form. */
export function UploadFilesDialog({ def, name, field, title, id, onClose }: UploadFilesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={id !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(title)}</DialogTitle>
      <DialogContent dividers>
        {id !== null && <RecordFiles key={id} def={def} name={name} field={field} id={id} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Loads the latest version of the record (at every opening), then shows its files. */
function RecordFiles({ def, name, field, id }: Omit<UploadFilesDialogProps, 'title' | 'onClose'> & { id: number }) {
  const { t } = useTranslation();
  const record = useResource(def, id, { fresh: true });
  if (record.isError) return <Alert severity="error">{t(GENERIC_ERROR)}</Alert>;
  if (!record.data || !record.isFetchedAfterMount)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
        <CircularProgress aria-label={t('Loading…')} />
      </Box>
    );
  const heading = record.data[def.titleField];
  return (
    <>
      {typeof heading === 'string' && <DialogContentText sx={{ mb: 2 }}>{heading}</DialogContentText>}
      <FilesInput
        resource={def.name}
        name={name}
        field={field}
        recordId={record.data.id}
        stored={(record.data[name] as StoredFile[] | undefined) ?? []}
      />
    </>
  );
}

/**
 * A row menu entry that opens the files of one `files` field of the record
 * (Upload Lab Report), and the dialog it opens: render `dialog` once.
 */
export function useUploadFilesAction(
  def: AnyResource,
  name: string,
  label: string,
): { action: RowAction; dialog: ReactNode } {
  const [id, setId] = useState<number | null>(null);
  const field = def.fields[name];
  if (field?.kind !== 'files') throw new Error(`${def.name}.${name} is not a files field`);
  const action = useMemo<RowAction>(
    () => ({
      label,
      icon: <UploadFileOutlined fontSize="small" />,
      writes: true,
      onClick: (record: ResourceRecord) => setId(record.id),
    }),
    [label],
  );
  const dialog = (
    <UploadFilesDialog def={def} name={name} field={field} title={label} id={id} onClose={() => setId(null)} />
  );
  return { action, dialog };
}
