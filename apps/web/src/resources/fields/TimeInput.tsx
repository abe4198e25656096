import type { TimeField } from '@chairside/domain';
import { TextField } from '@mui/material';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';

/** A time of day on the 24-hour clock (`HH:MM`), like the opening hours editor. */
export function TimeInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
}: FieldInputProps<TimeField>) {
  const text = useFieldText(field, errors);
  return (
    <TextField
      {...text}
      name={name}
      type="time"
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value.slice(0, 5))}
      onBlur={onBlur}
      inputRef={inputRef}
      required={field.required}
      disabled={disabled}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
}
