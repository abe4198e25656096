import { type FieldDef, fieldSchema } from '@chairside/domain';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { ApiError } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';
import { FieldInput } from './fields/FieldInput';

type Values = Record<string, unknown>;

export interface FieldsDialogProps {
  open: boolean;
  /** English title (translated). */
  title: string;
  /** What the dialog acts on, shown under the title (the record's name). */
  subject?: string;
  /** The domain fields of the form, in order: their controls, labels and validation. */
  fields: Readonly<Record<string, FieldDef>>;
  initial: Values;
  /** English label of the submit button. */
  submitLabel: string;
  /** Whether the submit button may be pressed yet (Add is disabled until date and type are given). */
  ready?(values: Values): boolean;
  /** Sends the values (empty ones as null); a refusal with field errors shows them at their fields. */
  onSubmit(values: Values): Promise<void>;
  onClose(): void;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The fields' messages for these values, by field, as the server's schema would give them. */
function validate(fields: Readonly<Record<string, FieldDef>>, values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = isEmpty(values[key]) ? undefined : values[key];
    const result = fieldSchema(field).safeParse(value);
    if (!result.success) errors[key] = result.error.issues[0]?.message ?? '';
  }
  return errors;
}

/**
 * A short form of a few fields of the domain in a dialog (Add Maintenance,
 * Schedule Maintenance): the same controls and messages as the record's form.
 */
export function FieldsDialog({
  open,
  title,
  subject,
  fields,
  initial,
  submitLabel,
  ready,
  onSubmit,
  onClose,
}: FieldsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found = validate(fields, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSubmit(Object.fromEntries(Object.keys(fields).map((k) => [k, isEmpty(values[k]) ? null : values[k]])));
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t(title)}</DialogTitle>
      <DialogContent>
        {subject && <DialogContentText sx={{ mb: 2 }}>{subject}</DialogContentText>}
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {Object.entries(fields).map(([key, field]) => (
            <FieldInput
              key={key}
              name={key}
              field={field}
              value={values[key]}
              onChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
              onBlur={() => undefined}
              inputRef={() => undefined}
              errors={errors[key] ? { '': errors[key] } : {}}
              disabled={busy}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('Cancel')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={busy || (ready ? !ready(values) : false)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(submitLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
