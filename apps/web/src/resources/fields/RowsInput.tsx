import type { RowsField } from '@chairside/domain';
import Add from '@mui/icons-material/Add';
import { Box, Button, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { blankRow, type FormValues, isBlankFormRow } from '../formValues';
import { FieldInput } from './FieldInput';
import { RemoveEntryButton } from './RemoveEntryButton';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';
import { useRowKeys } from './useRowKeys';

const noRef = () => {};

/** Errors of one row's sub-field, re-keyed from `2.name` / `2.name.x` to `''` / `x`. */
function subErrors(errors: Record<string, string>, index: number, key: string): Record<string, string> {
  const prefix = `${index}.${key}`;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path === prefix) out[''] = message;
    else if (path.startsWith(`${prefix}.`)) out[path.slice(prefix.length + 1)] = message;
  }
  return out;
}

/**
 * A list of sub-records edited as rows of small controls: add a row, remove
 * a row. There is always at least one row; the last one cannot be removed
 * (spec rule). A row left empty is dropped when saved.
 */
export function RowsInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
}: FieldInputProps<RowsField>) {
  const { t } = useTranslation();
  const text = useFieldText(field, errors);
  const rows: FormValues[] = Array.isArray(value) && value.length ? (value as FormValues[]) : [blankRow(field)];
  const { rowKeys, focusKey, added, removed } = useRowKeys(rows.length);
  // Focus the first control of a row the user just added, once.
  const focusedKey = useRef<number | null>(null);
  const focusNewRow = (el: HTMLElement | null) => {
    if (el && focusKey !== null && focusedKey.current !== focusKey) {
      focusedKey.current = focusKey;
      el.focus();
    }
  };
  const full = field.maxItems !== undefined && rows.length >= field.maxItems;
  // A row is added only once the last one has its required values (spec: a time slot needs its start and end).
  const last = rows[rows.length - 1];
  // A row still empty but for its defaults (an invoice line's quantity 1) is not complete either.
  const lastIncomplete =
    last === undefined ||
    isBlankFormRow(field, last) ||
    Object.entries(field.fields).some(([key, sub]) => {
      const v = last[key];
      return sub.required && sub.kind !== 'boolean' && (v === null || v === undefined || String(v).trim() === '');
    });
  const item = t(field.itemLabel);

  const add = () => {
    added();
    onChange([...rows, blankRow(field)]);
  };
  const remove = (index: number) => {
    removed(index);
    onChange(rows.filter((_, i) => i !== index));
  };
  const edit = (index: number, key: string, next: unknown) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: next } : row)));

  return (
    <FormControl component="fieldset" error={text.error} disabled={disabled} fullWidth>
      <FormLabel component="legend" required={field.required} sx={{ mb: 1 }}>
        {text.label}
      </FormLabel>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {rows.map((row, index) => {
          const rowLabel = t('{{field}} {{number}}', { field: item, number: index + 1 });
          return (
            <Box
              key={rowKeys[index]}
              role="group"
              aria-label={rowLabel}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              <Box
                sx={{
                  flexGrow: 1,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
                }}
              >
                {/* A read-only column is the server's (a billed bridge's span): kept in the row, not typed. */}
                {Object.entries(field.fields)
                  .filter(([, sub]) => !sub.readOnly)
                  .map(([key, sub], subIndex) => (
                    <FieldInput
                      key={key}
                      name={`${name}.${index}.${key}`}
                      field={sub}
                      value={row[key]}
                      onChange={(next) => edit(index, key, next)}
                      onBlur={onBlur}
                      inputRef={
                        subIndex !== 0
                          ? noRef
                          : rowKeys[index] === focusKey
                            ? focusNewRow
                            : index === 0
                              ? inputRef
                              : noRef
                      }
                      errors={subErrors(errors, index, key)}
                      disabled={disabled}
                    />
                  ))}
              </Box>
              <RemoveEntryButton
                rowLabel={rowLabel}
                onClick={() => remove(index)}
                disabled={disabled || rows.length === 1}
                offset={1}
              />
            </Box>
          );
        })}
      </Box>
      <Box sx={{ mt: 1 }}>
        <Button size="small" startIcon={<Add />} onClick={add} disabled={disabled || full || lastIncomplete}>
          {t('Add {{item}}', { item })}
        </Button>
      </Box>
      {text.helperText && <FormHelperText>{text.helperText}</FormHelperText>}
    </FormControl>
  );
}
