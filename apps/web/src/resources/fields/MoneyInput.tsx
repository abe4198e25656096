import { type MoneyField, moneyAffixes } from '@chairside/domain';
import { InputAdornment, TextField } from '@mui/material';
import { useFormatContext } from '../useFormatContext';
import type { FieldInputProps } from './types';
import { useTextFieldBase } from './useFieldText';

/** An amount typed as text (exact decimals, no floating point), with the clinic's currency symbol. */
export function MoneyInput(props: FieldInputProps<MoneyField>) {
  const { value, onChange } = props;
  const base = useTextFieldBase(props);
  const { currency, currencySymbol, language } = useFormatContext();
  // The clinic's symbol where its currency puts it in this language: `$` before, `€` after in French.
  const { before, after } = moneyAffixes({ currency, symbol: currencySymbol, language });
  const adornment = (text: string, position: 'start' | 'end') => {
    const shown = text.replace(/[\u200e\u200f\u061c]/g, '').trim();
    return shown ? <InputAdornment position={position}>{shown}</InputAdornment> : undefined;
  };
  return (
    <TextField
      {...base}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      placeholder="0.00"
      slotProps={{
        input: { startAdornment: adornment(before, 'start'), endAdornment: adornment(after, 'end') },
        htmlInput: { inputMode: 'decimal', maxLength: 16 },
      }}
    />
  );
}
