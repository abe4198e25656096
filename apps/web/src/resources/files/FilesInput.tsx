import { acceptAttribute, acceptedLabels, type FilesField, formatBytes, type StoredFile } from '@chairside/domain';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Tooltip,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ConfirmDialog } from '../ConfirmDialog';
import { resourceKeys } from '../queryKeys';
import {
  checkFile,
  countProblem,
  type FileProblem,
  fileProblemText,
  removeFile,
  uploadFile,
  uploadProblem,
} from './api';
import { FileList } from './FileList';

export interface FilesInputProps {
  /** The record type's name (its API path). */
  resource: string;
  /** The field's key. */
  name: string;
  field: FilesField;
  /** The saved record: files go up and are removed at once. Null: a record not saved yet (see `pending`). */
  recordId: number | null;
  /** The files the record holds. */
  stored: readonly StoredFile[];
  /** For a record not saved yet: the chosen files, uploaded right after it is saved. */
  pending?: readonly File[];
  onPendingChange?(files: File[]): void;
  disabled?: boolean;
}

interface Failure {
  name: string;
  problem: FileProblem;
}

/**
 * The control of a `files` field: choose files, see them, remove them. On a
 * saved record each chosen file is uploaded at once; on a new one the files
 * wait and the form uploads them once the record exists. Files of the wrong
 * type or size are refused before they are sent; the server checks the
 * content again and its refusal is shown as "Upload failed" and the reason.
 */
export function FilesInput({
  resource,
  name,
  field,
  recordId,
  stored,
  pending = [],
  onPendingChange,
  disabled,
}: FilesInputProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const labelId = useId();
  const helpId = useId();
  const [files, setFiles] = useState<readonly StoredFile[]>(stored);
  const [uploading, setUploading] = useState<string[]>([]);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [removing, setRemoving] = useState<StoredFile | null>(null);
  const [busy, setBusy] = useState(false);

  const count = files.length + pending.length;
  const full = count >= field.maxFiles;
  const refresh = () => qc.invalidateQueries({ queryKey: resourceKeys.of(resource) });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused: Failure[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = count + accepted.length >= field.maxFiles ? countProblem(field) : checkFile(field, file);
      if (problem) refused.push({ name: file.name, problem });
      else accepted.push(file);
    }
    setFailures(refused);
    if (recordId === null) {
      onPendingChange?.([...pending, ...accepted]);
      return;
    }
    const before = files.length;
    let held = before;
    for (const file of accepted) {
      setUploading((u) => [...u, file.name]);
      try {
        const saved = await uploadFile(resource, recordId, name, file);
        held += 1;
        setFiles((f) => [...f, saved]);
      } catch (error) {
        refused.push({ name: file.name, problem: uploadProblem(field, error, held) });
        setFailures([...refused]);
      } finally {
        setUploading((u) => u.filter((n) => n !== file.name));
      }
    }
    if (held > before) void refresh();
  };

  const remove = async () => {
    if (!removing || recordId === null) return;
    setBusy(true);
    try {
      await removeFile(resource, recordId, removing.id);
      setFiles((f) => f.filter((x) => x.id !== removing.id));
      void refresh();
    } catch (error) {
      setFailures([{ name: removing.name, problem: uploadProblem(field, error, files.length) }]);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const help = t('{{types}}, up to {{size}} each; at most {{count}} files.', {
    types: acceptedLabels(field.accept),
    size: formatBytes(field.maxBytes),
    count: field.maxFiles,
  });

  return (
    <FormControl component="fieldset" fullWidth disabled={disabled} aria-describedby={helpId}>
      <FormLabel component="legend" id={labelId}>
        {t(field.label)}
      </FormLabel>
      {recordId !== null && files.length > 0 && (
        <FileList
          resource={resource}
          recordId={recordId}
          files={files}
          onRemove={setRemoving}
          disabled={disabled || busy}
        />
      )}
      {pending.length > 0 && (
        <List dense disablePadding aria-label={t('Files to upload')}>
          {pending.map((file, i) => (
            <ListItem
              // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name
              key={`${file.name}:${i}`}
              disableGutters
              secondaryAction={
                <Tooltip title={t('Remove')}>
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={t('Remove {{name}}', { name: file.name })}
                    onClick={() => onPendingChange?.(pending.filter((_, j) => j !== i))}
                  >
                    <CloseOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText
                primary={<bdi>{file.name}</bdi>}
                secondary={t('Uploaded when the record is saved ({{size}})', { size: formatBytes(file.size) })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {uploading.map((file) => (
        <Box key={file} sx={{ my: 1 }}>
          <FormHelperText>{t('Uploading {{name}}…', { name: file })}</FormHelperText>
          <LinearProgress aria-label={t('Uploading {{name}}…', { name: file })} />
        </Box>
      ))}
      {failures.length > 0 && (
        <Alert severity="error" sx={{ my: 1 }} onClose={() => setFailures([])}>
          <AlertTitle>{t('Upload failed')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {failures.map((f, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may fail twice
              <li key={i}>
                <bdi>{f.name}</bdi>: {fileProblemText(t, f.problem)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Box sx={{ mt: 1 }}>
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<AttachFileOutlined />}
          disabled={disabled || full || uploading.length > 0}
        >
          {t('Choose files')}
          <input
            hidden
            type="file"
            multiple
            name={name}
            accept={acceptAttribute(field.accept)}
            aria-labelledby={labelId}
            onChange={(e) => void choose(e)}
          />
        </Button>
      </Box>
      <FormHelperText id={helpId}>{full ? fileProblemText(t, countProblem(field)) : help}</FormHelperText>
      <ConfirmDialog
        open={removing !== null}
        title="Remove file"
        message="Remove this file from the record? It cannot be brought back."
        detail={removing?.name}
        confirmLabel="Remove"
        destructive
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </FormControl>
  );
}
