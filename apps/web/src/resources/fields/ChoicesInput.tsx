import type { ChoicesField } from '@chairside/domain';
import { Box, Checkbox, Chip, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import type { FieldInputProps } from './types';
import { useTextFieldBase } from './useFieldText';

/** Any number of the field's options, shown as chips. */
export function ChoicesInput(props: FieldInputProps<ChoicesField>) {
  const { field, value, onChange } = props;
  const { t } = useTranslation();
  const base = useTextFieldBase(props);
  const selected = Array.isArray(value) ? value.map(String) : [];
  return (
    <TextField
      {...base}
      select
      value={selected}
      onChange={(e) => {
        const next: unknown = e.target.value;
        onChange(Array.isArray(next) ? next.map(String) : String(next).split(','));
      }}
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
