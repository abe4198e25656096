import type { MoneyField } from '@chairside/domain';
import { InputAdornment, TextField } from '@mui/material';
import { useFormatContext } from '../useFormatContext';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';

/** An amount typed as text (exact decimals, no floating point), with the clinic's currency symbol. */
export function MoneyInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
}: FieldInputProps<MoneyField>) {
  const text = useFieldText(field, errors);
  const { currencySymbol } = useFormatContext();
  return (
    <TextField
      {...text}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      required={field.required}
      disabled={disabled}
      fullWidth
      placeholder="0.00"
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> },
        htmlInput: { inputMode: 'decimal', maxLength: 16 },
      }}
    />
  );
}
