import type { BooleanField } from '@chairside/domain';
import { FormControl, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useId } from 'react';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';

/** Yes or no, as a switch. */
export function BooleanInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
}: FieldInputProps<BooleanField>) {
  const text = useFieldText(field, errors);
  const helpId = useId();
  return (
    <FormControl error={text.error} disabled={disabled} fullWidth>
      <FormControlLabel
        label={text.label}
        control={
          <Switch
            name={name}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={onBlur}
            slotProps={{ input: { ref: inputRef, 'aria-describedby': text.helperText ? helpId : undefined } }}
          />
        }
      />
      {text.helperText && <FormHelperText id={helpId}>{text.helperText}</FormHelperText>}
    </FormControl>
  );
}
