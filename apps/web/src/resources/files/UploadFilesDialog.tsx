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
import { useTranslation } from 'react-i18next';
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
  const record = useResource(def, id, { fresh: true });
  const heading = record.data?.[def.titleField];
  return (
    <Dialog open={id !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(title)}</DialogTitle>
      <DialogContent dividers>
        {record.isError ? (
          <Alert severity="error">{t(GENERIC_ERROR)}</Alert>
        ) : record.data && record.isFetchedAfterMount ? (
          <>
            {typeof heading === 'string' && <DialogContentText sx={{ mb: 2 }}>{heading}</DialogContentText>}
            <FilesInput
              key={record.data.id}
              resource={def.name}
              name={name}
              field={field}
              recordId={record.data.id}
              stored={(record.data[name] as StoredFile[] | undefined) ?? []}
            />
          </>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
            <CircularProgress aria-label={t('Loading…')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
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
