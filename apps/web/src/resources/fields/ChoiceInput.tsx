import type { ChoiceField } from '@chairside/domain';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';

/** One of the field's options; an optional field can be left empty. */
export function ChoiceInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
}: FieldInputProps<ChoiceField>) {
  const { t } = useTranslation();
  const text = useFieldText(field, errors);
  return (
    <TextField
      {...text}
      select
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      required={field.required}
      disabled={disabled}
      fullWidth
    >
      {!field.required && (
        <MenuItem value="">
          <em>{t('None')}</em>
        </MenuItem>
      )}
      {field.options.map((option) => (
        <MenuItem key={option} value={option}>
          {t(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
