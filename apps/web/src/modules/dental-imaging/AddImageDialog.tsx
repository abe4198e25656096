import { acceptAttribute, dentalImages, IMAGING_ACCEPT, today } from '@chairside/domain';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { FieldInput } from '../../resources/fields/FieldInput';
import { resourceKeys } from '../../resources/queryKeys';
import { useToast } from '../../shell/toast';
import { uploadImage } from './api';

const F = dentalImages.fields;
/** The record's fields the dialog asks, in order (the file comes from the drop zone). */
const FORM_FIELDS = {
  patient: F.patient,
  doctor: F.doctor,
  imageType: F.imageType,
  takenOn: F.takenOn,
  teeth: F.teeth,
  notes: F.notes,
};
type FormKey = keyof typeof FORM_FIELDS;

/** Numbers each chosen file, so two picks of the same file stay apart. */
let addedFiles = 0;

interface Pending {
  key: string;
  file: File;
  /** 0–1 of the bytes sent. */
  progress: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
}

const teethOf = (rows: unknown): string[] =>
  Array.isArray(rows)
    ? rows
        .map((r) => (r && typeof r === 'object' ? String((r as { tooth?: unknown }).tooth ?? '') : ''))
        .filter(Boolean)
    : [];

/** Why one file was refused, in the user's words. */
function refusal(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 415) return 'This file is not a JPEG, PNG, WebP or DICOM image.';
    if (error.problem.detail) return error.problem.detail;
  }
  return 'The image could not be sent. Check your connection and try again.';
}

/**
 * Add Dental Image: the patient, imaging type and date (and optionally the
 * doctor, teeth and notes), then one or more files dropped or browsed, each
 * sent as an image of its own with its progress shown. Add Image stays disabled
 * until a patient, a type and a file are given.
 */
export function AddImageDialog({ open, onClose, patient }: { open: boolean; onClose(): void; patient?: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const browse = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Record<FormKey, unknown>>({
    patient: patient ?? null,
    doctor: null,
    imageType: null,
    takenOn: today(),
    teeth: [],
    notes: '',
  });
  const [files, setFiles] = useState<Pending[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);

  const add = (list: FileList | null) => {
    if (!list) return;
    const more = [...list].map((file, i) => ({
      key: `${file.name}-${file.size}-${++addedFiles}-${i}`,
      file,
      progress: 0,
      state: 'waiting' as const,
    }));
    setFiles((f) => [...f.filter((p) => p.state !== 'done'), ...more]);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add(e.dataTransfer.files);
  };
  const update = (key: string, change: Partial<Pending>) =>
    setFiles((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const ready =
    values.patient !== null &&
    typeof values.imageType === 'string' &&
    !!values.takenOn &&
    files.some((f) => f.state !== 'done');

  const submit = async () => {
    setBusy(true);
    let sent = 0;
    let failed = 0;
    for (const item of files.filter((f) => f.state !== 'done')) {
      update(item.key, { state: 'sending', progress: 0, error: undefined });
      try {
        await uploadImage(
          {
            patient: Number(values.patient),
            doctor: values.doctor === null ? null : Number(values.doctor),
            imageType: String(values.imageType),
            takenOn: String(values.takenOn),
            teeth: teethOf(values.teeth),
            notes: typeof values.notes === 'string' ? values.notes : '',
          },
          item.file,
          (share) => update(item.key, { progress: share }),
        );
        update(item.key, { state: 'done', progress: 1 });
        sent++;
      } catch (error) {
        update(item.key, { state: 'failed', error: refusal(error) });
        failed++;
      }
    }
    setBusy(false);
    if (sent) void queryClient.invalidateQueries({ queryKey: resourceKeys.of(dentalImages.name) });
    if (sent && !failed) {
      toast.success(sent === 1 ? 'The image has been added.' : 'The images have been added.');
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('Add Dental Image')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {(Object.keys(FORM_FIELDS) as FormKey[])
            .filter((key) => !(key === 'patient' && patient !== undefined))
            .map((key) => (
              <FieldInput
                key={key}
                name={key}
                field={FORM_FIELDS[key]}
                value={values[key]}
                onChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
                onBlur={() => undefined}
                inputRef={() => undefined}
                errors={{}}
                disabled={busy}
              />
            ))}
          <Box
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="image-drop-zone"
            sx={{
              border: 2,
              borderStyle: 'dashed',
              borderColor: dragging ? 'primary.main' : 'divider',
              borderRadius: 2,
              p: 3,
              textAlign: 'center',
              bgcolor: dragging ? 'action.hover' : undefined,
            }}
          >
            <CloudUploadOutlined color="action" aria-hidden />
            <Typography sx={{ mb: 1 }}>{t('Drop radiographs or photos here')}</Typography>
            <Button variant="outlined" onClick={() => browse.current?.click()} disabled={busy}>
              {t('Browse files')}
            </Button>
            <input
              ref={browse}
              type="file"
              hidden
              multiple
              accept={acceptAttribute(IMAGING_ACCEPT)}
              aria-label={t('Image files')}
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
            />
            <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
              {t('JPEG, PNG, WebP or DICOM (.dcm)')}
            </Typography>
          </Box>
          {files.length > 0 && (
            <List dense aria-label={t('Files to add')}>
              {files.map((p) => (
                <ListItem
                  key={p.key}
                  secondaryAction={
                    p.state === 'waiting' || p.state === 'failed' ? (
                      <Button
                        size="small"
                        onClick={() => setFiles((l) => l.filter((x) => x.key !== p.key))}
                        disabled={busy}
                      >
                        {t('Remove')}
                      </Button>
                    ) : undefined
                  }
                >
                  <ListItemText
                    primary={p.file.name}
                    secondary={
                      <>
                        <LinearProgress
                          variant="determinate"
                          value={Math.round(p.progress * 100)}
                          color={p.state === 'failed' ? 'error' : p.state === 'done' ? 'success' : 'primary'}
                          aria-label={t('{{name}}: sent', { name: p.file.name })}
                          sx={{ my: 0.5 }}
                        />
                        {p.state === 'done' && t('Added')}
                        {p.state === 'failed' && p.error && (
                          <Box component="span" sx={{ color: 'error.main' }} role="alert">
                            {t(p.error)}
                          </Box>
                        )}
                      </>
                    }
                    slotProps={{ secondary: { component: 'div' } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('Cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!ready || busy} loading={busy}>
          {t('Add Image')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
