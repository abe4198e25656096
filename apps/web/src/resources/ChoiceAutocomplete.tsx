import type { ChoiceField } from '@chairside/domain';
import { Autocomplete } from '@mui/material';
import { useMemo } from 'react';
import { pickerOptions } from './choiceOptions';
import { type PickerFieldProps, pickerInput, usePickerTexts } from './pickerField';
import { useFormatContext } from './useFormatContext';

export interface ChoiceAutocompleteProps extends PickerFieldProps {
  field: ChoiceField;
  /** The stored code, or '' for none (free text kept from before the list reads as itself). */
  value: string;
  onChange(code: string): void;
}

/**
 * Pick an option of a long choice by typing: a country by part of its name in the
 * reader's language, a tooth by its number in the clinic's numbering or its name.
 */
export function ChoiceAutocomplete(props: ChoiceAutocompleteProps) {
  const { field, value, onChange, disabled, onBlur, fullWidth = true, sx } = props;
  const texts = usePickerTexts();
  const { t, language, toothNumbering } = useFormatContext();
  const options = useMemo(
    () => pickerOptions(field, { t, language, toothNumbering }),
    [field, t, language, toothNumbering],
  );
  const labels = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);

  return (
    <Autocomplete<string>
      value={value === '' ? null : value}
      onChange={(_, code) => onChange(code ?? '')}
      options={options.map((o) => o.value)}
      getOptionLabel={(code) => labels.get(code) ?? code}
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
