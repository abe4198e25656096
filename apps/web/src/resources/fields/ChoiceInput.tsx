import type { ChoiceField } from '@chairside/domain';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { ChoiceAutocomplete } from '../ChoiceAutocomplete';
import type { FieldInputProps } from './types';
import { useTextFieldBase } from './useFieldText';

/** One of the field's options; an optional field can be left empty. */
export function ChoiceInput(props: FieldInputProps<ChoiceField>) {
  const { field, value, onChange } = props;
  const { t } = useTranslation();
  const base = useTextFieldBase(props);
  // A country among some 250, a tooth among 52: searched by name or number, not scrolled through.
  if (field.display)
    return (
      <ChoiceAutocomplete {...base} field={field} value={typeof value === 'string' ? value : ''} onChange={onChange} />
    );
  return (
    <TextField
      {...base}
      select
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
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
