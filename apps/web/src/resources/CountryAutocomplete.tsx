import type { ChoiceField } from '@chairside/domain';
import { Autocomplete, TextField, type TextFieldProps } from '@mui/material';
import { type Ref, useMemo } from 'react';
import { optionLabel } from './format';
import { useFormatContext } from './useFormatContext';

export interface CountryAutocompleteProps {
  field: ChoiceField;
  /** The stored code, or '' for none (free text kept from before the list reads as itself). */
  value: string;
  onChange(code: string): void;
  label: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: TextFieldProps['helperText'];
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  fullWidth?: boolean;
  sx?: TextFieldProps['sx'];
}

/** Pick a country of a country field by typing part of its name in the reader's language. */
export function CountryAutocomplete({
  field,
  value,
  onChange,
  label,
  name,
  required,
  disabled,
  error,
  helperText,
  onBlur,
  inputRef,
  fullWidth = true,
  sx,
}: CountryAutocompleteProps) {
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
      noOptionsText={t('No matches')}
      openText={t('Show options')}
      closeText={t('Hide options')}
      clearText={t('Clear')}
      renderInput={(params) => (
        <TextField
          {...params}
          fullWidth
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
        />
      )}
    />
  );
}
