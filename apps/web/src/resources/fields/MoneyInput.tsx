import type { MoneyField } from '@chairside/domain';
import { InputAdornment, TextField } from '@mui/material';
import { useFormatContext } from '../useFormatContext';
import type { FieldInputProps } from './types';
import { useTextFieldBase } from './useFieldText';

/** An amount typed as text (exact decimals, no floating point), with the clinic's currency symbol. */
export function MoneyInput(props: FieldInputProps<MoneyField>) {
  const { value, onChange } = props;
  const base = useTextFieldBase(props);
  const { currencySymbol } = useFormatContext();
  return (
    <TextField
      {...base}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      placeholder="0.00"
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> },
        htmlInput: { inputMode: 'decimal', maxLength: 16 },
      }}
    />
  );
}
