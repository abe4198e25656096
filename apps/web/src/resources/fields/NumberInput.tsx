import type { DecimalField, IntegerField } from '@chairside/domain';
import { TextField } from '@mui/material';
import type { FieldInputProps } from './types';
import { useTextFieldBase } from './useFieldText';

/** A whole or decimal number; the step follows the field's scale. */
export function NumberInput(props: FieldInputProps<IntegerField | DecimalField>) {
  const { field, value, onChange } = props;
  const base = useTextFieldBase(props);
  const step = field.kind === 'integer' ? 1 : 10 ** -field.scale;
  return (
    <TextField
      {...base}
      type="number"
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
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
