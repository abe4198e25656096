import type { DecimalField, IntegerField } from '@chairside/domain';
import { TextField } from '@mui/material';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';

/** A whole or decimal number; the step follows the field's scale. */
export function NumberInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
}: FieldInputProps<IntegerField | DecimalField>) {
  const text = useFieldText(field, errors);
  const step = field.kind === 'integer' ? 1 : 10 ** -field.scale;
  return (
    <TextField
      {...text}
      name={name}
      type="number"
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      required={field.required}
      disabled={disabled}
      fullWidth
      slotProps={{
        htmlInput: {
          step,
          min: field.min,
          max: field.max,
          inputMode: field.kind === 'integer' ? 'numeric' : 'decimal',
        },
      }}
    />
  );
}
