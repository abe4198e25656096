import type { ChoiceField } from '@chairside/domain';
import { Autocomplete } from '@mui/material';
import { useMemo } from 'react';
import { optionLabel } from './format';
import { type PickerFieldProps, pickerInput, usePickerTexts } from './pickerField';
import { useFormatContext } from './useFormatContext';

export interface CountryAutocompleteProps extends PickerFieldProps {
  field: ChoiceField;
  /** The stored code, or '' for none (free text kept from before the list reads as itself). */
  value: string;
  onChange(code: string): void;
}

/** Pick a country of a country field by typing part of its name in the reader's language. */
export function CountryAutocomplete(props: CountryAutocompleteProps) {
  const { field, value, onChange, disabled, onBlur, fullWidth = true, sx } = props;
  const texts = usePickerTexts();
  const ctx = useFormatContext();
  const { t, language } = ctx;
  // Codes in the order of their names in the reader's language.
  const options = useMemo(() => {
    const named = field.options.map((code) => [code, optionLabel(field, code, { t, language })] as const);
    const collator = new Intl.Collator(language);
    return named.sort((a, b) => collator.compare(a[1], b[1])).map(([code]) => code);
  }, [field, t, language]);
  const nameOf = (code: string) => optionLabel(field, code, ctx);

  return (
    <Autocomplete<string>
      value={value === '' ? null : value}
      onChange={(_, code) => onChange(code ?? '')}
      options={options}
      getOptionLabel={nameOf}
      autoHighlight
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
      onBlur={onBlur}
      {...texts}
      renderInput={(params) => pickerInput(params, props)}
    />
  );
}
