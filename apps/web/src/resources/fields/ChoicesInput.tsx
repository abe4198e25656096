import type { ChoicesField } from '@chairside/domain';
import { Box, Checkbox, Chip, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';

/** Any number of the field's options, shown as chips. */
export function ChoicesInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
}: FieldInputProps<ChoicesField>) {
  const { t } = useTranslation();
  const text = useFieldText(field, errors);
  const selected = Array.isArray(value) ? value.map(String) : [];
  return (
    <TextField
      {...text}
      select
      name={name}
      value={selected}
      onChange={(e) => {
        const next: unknown = e.target.value;
        onChange(Array.isArray(next) ? next.map(String) : String(next).split(','));
      }}
      onBlur={onBlur}
      inputRef={inputRef}
      required={field.required}
      disabled={disabled}
      fullWidth
      slotProps={{
        select: {
          multiple: true,
          renderValue: () => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {selected.map((option) => (
                <Chip key={option} label={t(option)} size="small" />
              ))}
            </Box>
          ),
        },
      }}
    >
      {field.options.map((option) => (
        <MenuItem key={option} value={option}>
          <Checkbox checked={selected.includes(option)} size="small" sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={t(option)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
