import { AUDIENCE_FIELDS, type ChoiceField, type FieldDef } from '@chairside/domain';
import { Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { FieldInput } from '../../resources/fields/FieldInput';
import type { JsonEditorProps, JsonWidget } from '../../resources/fields/jsonWidgets';
import { AudiencePreviewCount } from './AudienceCount';
import { audienceParts } from './audienceText';

type Key = keyof typeof AUDIENCE_FIELDS;
const KEYS = Object.keys(AUDIENCE_FIELDS) as Key[];

const asDoc = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A criterion's value as its control holds it: numbers as text, lists as arrays, a choice as text. */
function toControl(field: FieldDef, v: unknown): unknown {
  if (field.kind === 'integer') return typeof v === 'number' ? String(v) : '';
  if (field.kind === 'choices') return Array.isArray(v) ? v : [];
  return typeof v === 'string' ? v : '';
}

/** The control's value as the document holds it; an empty control leaves the criterion out. */
function fromControl(field: FieldDef, v: unknown): unknown {
  if (field.kind === 'integer') return typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined;
  if (field.kind === 'choices') return Array.isArray(v) && v.length ? v : undefined;
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** One of the options, or Any (the criterion left out). */
function AnyChoice(props: {
  name: string;
  field: ChoiceField;
  value: unknown;
  error?: string;
  onChange(v: unknown): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { name, field, value, error, onChange, disabled } = props;
  return (
    <TextField
      select
      name={name}
      label={t(field.label)}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      error={error !== undefined}
      helperText={error ? t(error) : undefined}
      disabled={disabled}
      fullWidth
    >
      <MenuItem value="">
        <em>{t('Any')}</em>
      </MenuItem>
      {field.options.map((option) => (
        <MenuItem key={option} value={option}>
          {t(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

const noop = () => {};

/** The audience's criteria, each an ordinary control, and the number of patients they match, live. */
function AudienceEditor({ value, onChange, errors, disabled }: JsonEditorProps) {
  const doc = asDoc(value);
  const set = (key: Key, v: unknown) => {
    const next: Record<string, unknown> = { ...doc, [key]: fromControl(AUDIENCE_FIELDS[key], v) };
    if (next[key] === undefined) delete next[key];
    onChange(next);
  };
  const errorOf = (key: Key): string | undefined =>
    errors[key] ?? Object.entries(errors).find(([path]) => path.startsWith(`${key}.`))?.[1];
  return (
    <Stack sx={{ gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {KEYS.map((key) => {
          const field = AUDIENCE_FIELDS[key];
          const name = `targetAudience.${key}`;
          const error = errorOf(key);
          return field.kind === 'choice' ? (
            <AnyChoice
              key={key}
              name={name}
              field={field}
              value={doc[key]}
              error={error}
              onChange={(v) => set(key, v)}
              disabled={disabled}
            />
          ) : (
            <FieldInput
              key={key}
              name={name}
              field={field}
              value={toControl(field, doc[key])}
              onChange={(v) => set(key, v)}
              onBlur={noop}
              inputRef={noop}
              errors={error ? { '': error } : {}}
              disabled={disabled}
            />
          );
        })}
      </Box>
      <AudiencePreviewCount audience={doc} />
    </Stack>
  );
}

/** The criteria as chips, or "All patients". */
function AudienceView({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const parts = audienceParts(value, t);
  if (!parts.length) return <Typography>{t('All patients')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {parts.map((part) => (
        <Chip key={part} label={part} size="small" variant="outlined" />
      ))}
    </Box>
  );
}

export const audienceWidget: JsonWidget = { Editor: AudienceEditor, View: AudienceView };
