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
  Stack,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';
import { useToast } from '../shell/toast';
import { duplicateValues } from './duplicate';
import { GENERIC_ERROR } from './errors';
import { FormSections } from './FormSections';
import { fileProblemText } from './files/api';
import { useFormAttachments } from './files/useFormAttachments';
import type { FormExtension, FormExtensionProps } from './formExtension';
import { formResolver } from './formResolver';
import { type FormValues, initialFormValues } from './formValues';
import { type ServerFieldError, serverFieldErrors } from './serverErrors';
import type { ResourceRecord } from './types';
import { type FormGuard, useDiscardGuard } from './useDiscardGuard';
import { useResource } from './useResource';
import { useCreateResource, useUpdateResource } from './useResourceMutations';

export interface ResourceFormProps {
  def: AnyResource;
  open: boolean;
  /** The record to edit; null or absent: a new record. */
  id?: number | null;
  /** Initial values of a new record (e.g. the patient of the screen that opens the form), over the fields' defaults. */
  defaults?: Record<string, unknown>;
  /** A new record that starts as a copy of this one (the Duplicate action): see `duplicateValues`. */
  copyOf?: number | null;
  /** Close the dialog (after saving, or once the user agreed to discard changes). */
  onClose(): void;
  /** The record as the server saved it. */
  onSaved?(record: ResourceRecord): void;
  /** What the module adds to the form (see `FormExtension`). */
  extension?: FormExtension;
}

export const STALE_VERSION = 'This record was changed by someone else. Reload it and try again.';

type Guard = FormGuard;

/**
 * Create / edit dialog of any resource, drawn from its fields and validated
 * with the same schema as the server. Edits the latest version of the record
 * and sends it back with that version (a stale one gets a 409).
 */
export function ResourceForm({
  def,
  open,
  id = null,
  defaults,
  copyOf = null,
  onClose,
  onSaved,
  extension,
}: ResourceFormProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const discard = useDiscardGuard(onClose);

  // Every opening starts from fresh data and a fresh form.
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSession((s) => s + 1);
      discard.reset();
    }
  }

  const requestClose = discard.request;

  const copy = id === null ? copyOf : null;
  const title = id !== null ? 'Edit {{label}}' : copy !== null ? 'Duplicate {{label}}' : 'Create {{label}}';
  const saved = (record: ResourceRecord) => {
    onSaved?.(record);
    onClose();
  };
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
      {open && copy !== null && (
        <CopyLoader
          key={`${session}:copy:${copy}`}
          def={def}
          copyOf={copy}
          onCancel={requestClose}
          onGuard={discard.setGuard}
          onSaved={saved}
          extension={extension}
        />
      )}
      {open && copy === null && (
        <FormLoader
          key={`${session}:${id ?? 'new'}`}
          def={def}
          id={id}
          defaults={defaults}
          onCancel={requestClose}
          onGuard={discard.setGuard}
          onSaved={saved}
          extension={extension}
        />
      )}
      {discard.dialog}
    </Dialog>
  );
}

/** How the form is laid out: inside a dialog (the default) or as a full page (long forms). */
interface FormLayout {
  page?: boolean;
  /** Label of the submit button; default 'Save'. */
  saveLabel?: string;
  /** The toast after creating; default the resource's `created` message. */
  createdMessage?: string;
  /** Names of the references of a new record's initial values (those of the record it copies). */
  labels?: Record<string, string | null>;
  /** What the module adds to the form (see `FormExtension`). */
  extension?: FormExtension;
  /** Shown before a create is sent (a bill's preview): resolves true to save, false to stay on the form. */
  review?(body: FormValues): Promise<boolean>;
  /** Whether the form may be submitted with these values yet (a bill needs a patient, a clinic and a line). */
  canSubmit?(values: FormValues): boolean;
}

interface CopyLoaderProps {
  def: AnyResource;
  copyOf: number;
  extension?: FormExtension;
  onCancel(): void;
  onGuard(guard: Guard): void;
  onSaved(record: ResourceRecord): void;
}

/** Loads the record to copy, then shows a create form that starts from its values. */
function CopyLoader({ def, copyOf, ...props }: CopyLoaderProps) {
  const { t } = useTranslation();
  const source = useResource(def, copyOf, { fresh: true });
  if (source.isError)
    return (
      <>
        <DialogContent dividers>
          <Alert severity="info">{t(def.messages.noneSelected)}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel}>{t('Close')}</Button>
        </DialogActions>
      </>
    );
  if (!source.data || !source.isFetchedAfterMount)
    return (
      <DialogContent dividers sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('Loading…')} />
      </DialogContent>
    );
  return (
    <FormBody
      def={def}
      defaults={duplicateValues(def, source.data)}
      createdMessage={def.messages.duplicated}
      labels={source.data.labels}
      {...props}
    />
  );
}

interface FormLoaderProps extends FormLayout {
  def: AnyResource;
  id: number | null;
  defaults?: Record<string, unknown>;
  onCancel(): void;
  onGuard(guard: Guard): void;
  onSaved(record: ResourceRecord): void;
}

/** Loads the latest version of the record to edit (fetched again at every opening), then shows the form. */
export function FormLoader({ def, id, defaults, onCancel, onGuard, onSaved, ...layout }: FormLoaderProps) {
  const { t } = useTranslation();
  const record = useResource(def, id, { fresh: true });
  if (id === null)
    return (
      <FormBody def={def} defaults={defaults} onCancel={onCancel} onGuard={onGuard} onSaved={onSaved} {...layout} />
    );
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
  return (
    <FormBody def={def} record={record.data} onCancel={onCancel} onGuard={onGuard} onSaved={onSaved} {...layout} />
  );
}

interface FormBodyProps extends FormLayout {
  def: AnyResource;
  record?: ResourceRecord;
  defaults?: Record<string, unknown>;
  onCancel(): void;
  onGuard(guard: Guard): void;
  onSaved(record: ResourceRecord): void;
}

/** A page's form flows with the page; a dialog's scrolls between its title and its buttons. */
const PageContent = ({ children }: { children: ReactNode }) => <Box sx={{ py: 1 }}>{children}</Box>;
const PageActions = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 2 }}>
    {children}
  </Stack>
);

function FormBody({
  def,
  record,
  defaults,
  onCancel,
  onGuard,
  onSaved,
  page,
  saveLabel = 'Save',
  createdMessage,
  labels,
  extension,
  review,
  canSubmit,
}: FormBodyProps) {
  const Content = page ? PageContent : DialogContent;
  const Actions = page ? PageActions : DialogActions;
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateResource(def);
  const update = useUpdateResource(def);
  const [problems, setProblems] = useState<ServerFieldError[] | null>(null);
  const [problemDetail, setProblemDetail] = useState<string | null>(null);

  const attachments = useFormAttachments(def, record);
  const resolver = useMemo(() => formResolver(def), [def]);
  const form = useForm<FormValues, unknown, FormValues>({
    defaultValues: initialFormValues(def, record, defaults),
    resolver,
  });
  const { isDirty, isSubmitting } = form.formState;
  const watched = useWatch({ control: form.control }) as FormValues;
  const ready = !canSubmit || canSubmit(watched);
  useEffect(() => onGuard({ dirty: isDirty, saving: isSubmitting }), [isDirty, isSubmitting, onGuard]);

  const showProblem = (error: ApiError) => {
    const errors = serverFieldErrors(def, error);
    for (const e of errors) if (e.field) form.setError(e.path, { type: 'server', message: e.message });
    const first = errors.find((e) => e.field)?.field;
    if (first) form.setFocus(first);
    setProblems(errors);
    setProblemDetail(errors.length ? null : (error.problem.detail ?? error.problem.title));
  };

  // What holds the save (a likely duplicate not confirmed), said when Save is pressed. A hold
  // that only waits (a check under way) lets a Save pressed meanwhile go through once it ends.
  const [held, setHeld] = useState<{ reason: string; waiting: boolean } | null>(null);
  const hold = useCallback<FormExtensionProps['hold']>(
    (reason, waiting = false) => setHeld(reason === null ? null : { reason, waiting }),
    [],
  );
  const [saveQueued, setSaveQueued] = useState(false);
  const save = form.handleSubmit(async (body) => {
    setProblems(null);
    setProblemDetail(null);
    if (held) {
      setProblemDetail(held.reason);
      setSaveQueued(held.waiting);
      return;
    }
    try {
      if (!record && review && !(await review(body))) return;
      const saved = record
        ? await update.mutateAsync({ id: record.id, body: { ...body, version: record.version } })
        : await create.mutateAsync(body);
      const failed = record ? [] : await attachments.uploadPending(saved.id);
      if (failed.length)
        // The record is saved; say which files did not follow it, and why.
        toast.error(
          `${t(createdMessage ?? def.messages.created)} ${t('Upload failed')}: ${failed
            .map((f) => `${f.name}: ${fileProblemText(t, f.problem)}`)
            .join('; ')}`,
        );
      else toast.success(record ? def.messages.updated : (createdMessage ?? def.messages.created));
      onGuard({ dirty: false, saving: false });
      onSaved(saved);
    } catch (error) {
      // A 409 says why (an issued invoice is never edited); a stale version's says it changed meanwhile.
      if (error instanceof ApiError && error.status === 409 && record)
        toast.error(error.problem.detail ?? STALE_VERSION);
      else if (error instanceof ApiError && (error.status === 400 || error.status === 422)) showProblem(error);
      else if (error instanceof ApiError && error.status < 500 && error.problem.detail)
        toast.error(error.problem.detail);
      else toast.error((!record && def.messages.createFailed) || GENERIC_ERROR);
    }
  });
  // The Save pressed while a check was under way, once the check has ended.
  useEffect(() => {
    if (!saveQueued || held?.waiting) return;
    setSaveQueued(false);
    void save();
  }, [saveQueued, held, save]);
  // One save at a time: Enter then a click on Save (or two quick clicks) sends one request, not two.
  const saving = useRef(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current) return;
    saving.current = true;
    try {
      await save(event);
    } finally {
      saving.current = false;
    }
  };
  const setFormValue = useCallback(
    (path: string, value: unknown) => form.setValue(path, value, { shouldDirty: true }),
    [form.setValue],
  );
  const extra = extension && {
    after: extension.after,
    node: <extension.Component control={form.control} record={record} hold={hold} setValue={setFormValue} />,
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <Content dividers>
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
        <FormSections
          def={def}
          headingLevel={page ? 'h2' : 'h3'}
          control={form.control}
          disabled={isSubmitting}
          labels={record?.labels ?? labels}
          attachments={attachments}
          extra={extra}
        />
      </Content>
      <Actions>
        <Button onClick={onCancel} disabled={isSubmitting}>
          {t('Cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || !ready}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(saveLabel)}
        </Button>
      </Actions>
    </Box>
  );
}
