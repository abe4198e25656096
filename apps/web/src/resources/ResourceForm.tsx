import type { AnyResource } from '@chairside/domain';
import {
  Alert,
  AlertTitle,
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
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useToast } from '../shell/toast';
import { ConfirmDialog } from './ConfirmDialog';
import { GENERIC_ERROR } from './errors';
import { FormSections } from './FormSections';
import { formResolver } from './formResolver';
import { type FormValues, initialFormValues } from './formValues';
import { type ServerFieldError, serverFieldErrors } from './serverErrors';
import type { ResourceRecord } from './types';
import { useResource } from './useResource';
import { useCreateResource, useUpdateResource } from './useResourceMutations';

export interface ResourceFormProps {
  def: AnyResource;
  open: boolean;
  /** The record to edit; null or absent: a new record. */
  id?: number | null;
  /** Initial values of a new record (e.g. the patient of the screen that opens the form), over the fields' defaults. */
  defaults?: Record<string, unknown>;
  /** Close the dialog (after saving, or once the user agreed to discard changes). */
  onClose(): void;
  /** The record as the server saved it. */
  onSaved?(record: ResourceRecord): void;
}

export const STALE_VERSION = 'This record was changed by someone else. Reload it and try again.';

interface Guard {
  dirty: boolean;
  saving: boolean;
}

/**
 * Create / edit dialog of any resource, drawn from its fields and validated
 * with the same schema as the server. Edits the latest version of the record
 * and sends it back with that version (a stale one gets a 409).
 */
export function ResourceForm({ def, open, id = null, defaults, onClose, onSaved }: ResourceFormProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [guard, setGuard] = useState<Guard>({ dirty: false, saving: false });
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  // Every opening starts from fresh data and a fresh form.
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSession((s) => s + 1);
      setGuard({ dirty: false, saving: false });
    }
  }

  const requestClose = () => {
    if (guard.saving) return;
    if (guard.dirty) setConfirmDiscard(true);
    else onClose();
  };

  const title = id === null ? 'Create {{label}}' : 'Edit {{label}}';
  return (
    <Dialog
      open={open}
      onClose={requestClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{t(title, { label: t(def.label) })}</DialogTitle>
      {open && (
        <FormLoader
          key={`${session}:${id ?? 'new'}`}
          def={def}
          id={id}
          defaults={defaults}
          onCancel={requestClose}
          onGuard={setGuard}
          onSaved={(record) => {
            onSaved?.(record);
            onClose();
          }}
        />
      )}
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard changes?"
        message="You have unsaved changes. If you close this form, they will be lost."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
        onCancel={() => setConfirmDiscard(false)}
      />
    </Dialog>
  );
}

interface FormLoaderProps {
  def: AnyResource;
  id: number | null;
  defaults?: Record<string, unknown>;
  onCancel(): void;
  onGuard(guard: Guard): void;
  onSaved(record: ResourceRecord): void;
}

/** Loads the latest version of the record to edit (fetched again at every opening), then shows the form. */
function FormLoader({ def, id, defaults, onCancel, onGuard, onSaved }: FormLoaderProps) {
  const { t } = useTranslation();
  const record = useResource(def, id, { fresh: true });
  if (id === null)
    return <FormBody def={def} defaults={defaults} onCancel={onCancel} onGuard={onGuard} onSaved={onSaved} />;
  if (record.isError) {
    const gone = record.error instanceof ApiError && record.error.status === 404;
    return (
      <>
        <DialogContent dividers>
          <Alert
            severity={gone ? 'info' : 'error'}
            action={
              gone ? undefined : (
                <Button color="inherit" size="small" onClick={() => void record.refetch()}>
                  {t('Retry')}
                </Button>
              )
            }
          >
            {t(gone ? def.messages.noneSelected : GENERIC_ERROR)}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('Close')}</Button>
        </DialogActions>
      </>
    );
  }
  if (!record.data || !record.isFetchedAfterMount)
    return (
      <DialogContent dividers sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('Loading…')} />
      </DialogContent>
    );
  return <FormBody def={def} record={record.data} onCancel={onCancel} onGuard={onGuard} onSaved={onSaved} />;
}

interface FormBodyProps {
  def: AnyResource;
  record?: ResourceRecord;
  defaults?: Record<string, unknown>;
  onCancel(): void;
  onGuard(guard: Guard): void;
  onSaved(record: ResourceRecord): void;
}

function FormBody({ def, record, defaults, onCancel, onGuard, onSaved }: FormBodyProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateResource(def);
  const update = useUpdateResource(def);
  const [problems, setProblems] = useState<ServerFieldError[] | null>(null);
  const [problemDetail, setProblemDetail] = useState<string | null>(null);

  const resolver = useMemo(() => formResolver(def), [def]);
  const form = useForm<FormValues, unknown, FormValues>({
    defaultValues: initialFormValues(def, record, defaults),
    resolver,
  });
  const { isDirty, isSubmitting } = form.formState;
  useEffect(() => onGuard({ dirty: isDirty, saving: isSubmitting }), [isDirty, isSubmitting, onGuard]);

  const showProblem = (error: ApiError) => {
    const errors = serverFieldErrors(def, error);
    for (const e of errors) if (e.field) form.setError(e.path, { type: 'server', message: e.message });
    const first = errors.find((e) => e.field)?.field;
    if (first) form.setFocus(first);
    setProblems(errors);
    setProblemDetail(errors.length ? null : (error.problem.detail ?? error.problem.title));
  };

  const submit = form.handleSubmit(async (body) => {
    setProblems(null);
    setProblemDetail(null);
    try {
      const saved = record
        ? await update.mutateAsync({ id: record.id, body: { ...body, version: record.version } })
        : await create.mutateAsync(body);
      toast.success(record ? def.messages.updated : def.messages.created);
      onGuard({ dirty: false, saving: false });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && record) toast.error(STALE_VERSION);
      else if (error instanceof ApiError && (error.status === 400 || error.status === 422)) showProblem(error);
      else if (error instanceof ApiError && error.status < 500 && error.problem.detail)
        toast.error(error.problem.detail);
      else toast.error(GENERIC_ERROR);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent dividers>
        {(problems || problemDetail) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <AlertTitle>{t('Please correct the errors below.')}</AlertTitle>
            {problemDetail && t(problemDetail)}
            {problems && problems.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {problems.map((p) => {
                  const field = p.field ? def.fields[p.field] : undefined;
                  return (
                    <li key={`${p.path}:${p.message}`}>
                      {field ? `${t(field.label)}: ${t(p.message)}` : t(p.message)}
                    </li>
                  );
                })}
              </Box>
            )}
          </Alert>
        )}
        <FormSections def={def} control={form.control} disabled={isSubmitting} labels={record?.labels} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isSubmitting}>
          {t('Cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('Save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
