import type { TextListField } from '@chairside/domain';
import Add from '@mui/icons-material/Add';
import { Box, Button, FormControl, FormHelperText, FormLabel, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { RemoveEntryButton } from './RemoveEntryButton';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';
import { useRowKeys } from './useRowKeys';

/**
 * A list of short texts edited as rows: add a row, remove a row. There is
 * always at least one row; the last one cannot be removed (spec rule).
 */
export function TextListInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
}: FieldInputProps<TextListField>) {
  const { t } = useTranslation();
  const text = useFieldText(field, errors);
  const labelId = useId();
  const rows = Array.isArray(value) && value.length ? value.map(String) : [''];

  const { rowKeys, focusKey, added, removed } = useRowKeys(rows.length);

  const full = field.maxItems !== undefined && rows.length >= field.maxItems;
  const add = () => {
    added();
    onChange([...rows, '']);
  };
  const remove = (index: number) => {
    removed(index);
    onChange(rows.filter((_, i) => i !== index));
  };
  const edit = (index: number, next: string) => onChange(rows.map((row, i) => (i === index ? next : row)));
  // A `distinct` list keeps one of each entry (any case): a repeated one is said to be merged, not dropped silently.
  const key = (row: string) => row.trim().toLocaleLowerCase();
  const repeated = (index: number) =>
    field.distinct === true &&
    key(rows[index] ?? '') !== '' &&
    rows.slice(0, index).some((r) => key(r) === key(rows[index] ?? ''));

  return (
    <FormControl component="fieldset" error={text.error} disabled={disabled} fullWidth>
      <FormLabel component="legend" id={labelId} required={field.required} sx={{ mb: 1 }}>
        {text.label}
      </FormLabel>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {rows.map((row, index) => {
          const rowError = errors[String(index)];
          const merged = rowError === undefined && repeated(index);
          const rowLabel = t('{{field}} {{number}}', { field: text.label, number: index + 1 });
          return (
            <Box key={rowKeys[index]} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                name={`${name}.${index}`}
                value={row}
                onChange={(e) => edit(index, e.target.value)}
                onBlur={onBlur}
                onKeyDown={(e) => {
                  // Enter adds the entry (a new row to type the next one), it does not submit the whole form.
                  if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
                  e.preventDefault();
                  if (row.trim() !== '' && index === rows.length - 1 && !full) add();
                }}
                inputRef={index === 0 ? inputRef : undefined}
                autoFocus={rowKeys[index] === focusKey}
                disabled={disabled}
                error={rowError !== undefined}
                helperText={
                  rowError ? t(rowError) : merged ? t('Already in the list: merged with it on save') : undefined
                }
                fullWidth
                slotProps={{ htmlInput: { 'aria-label': rowLabel, maxLength: 500 } }}
              />
              <RemoveEntryButton
                rowLabel={rowLabel}
                onClick={() => remove(index)}
                disabled={disabled || rows.length === 1}
                offset={0.5}
              />
            </Box>
          );
        })}
      </Box>
      <Box sx={{ mt: 1 }}>
        <Button size="small" startIcon={<Add />} onClick={add} disabled={disabled || full}>
          {t('Add entry')}
        </Button>
      </Box>
      {text.helperText && <FormHelperText>{text.helperText}</FormHelperText>}
    </FormControl>
  );
}
