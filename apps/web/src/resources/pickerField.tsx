import { type AutocompleteRenderInputParams, CircularProgress, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/** What a form gives every autocomplete picker of a field (a record of another type, a country…). */
export interface PickerFieldProps {
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

/** The pickers' own words (no matches, open, close, clear, loading) in the reader's language. */
export function usePickerTexts() {
  const { t } = useTranslation();
  return {
    loadingText: t('Loading…'),
    noOptionsText: t('No matches'),
    openText: t('Show options'),
    closeText: t('Hide options'),
    clearText: t('Clear'),
  };
}

/** The text box of a picker, labelled and wired to the form; `busy` shows a spinner beside its buttons. */
export function pickerInput(
  params: AutocompleteRenderInputParams,
  { name, label, required, error, helperText, inputRef }: PickerFieldProps,
  busy = false,
): ReactNode {
  return (
    <TextField
      {...params}
      fullWidth
      name={name}
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      inputRef={inputRef}
      slotProps={{
        ...params.slotProps,
        input: {
          ...params.slotProps.input,
          endAdornment: (
            <>
              {busy ? <CircularProgress color="inherit" size={16} /> : null}
              {params.slotProps.input.endAdornment}
            </>
          ),
        },
      }}
    />
  );
}
