import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';

interface LoginFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The problem with the value (English, translated here), shown under it. */
  error?: string;
  autoComplete: string;
  autoFocus?: boolean;
  type?: 'text' | 'password';
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text field of the sign-in form: the markup and look of MUI's outlined TextField (label, outline,
 * helper text tied to the input) without TextField itself, which brings Select, Menu and Popover
 * into the login page's JavaScript.
 */
export function LoginField({ name, label, value, onChange, error, type = 'text', ...input }: LoginFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" error={error !== undefined}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={error !== undefined ? helperId : undefined}
      />
      {error !== undefined && <FormHelperText id={helperId}>{t(error)}</FormHelperText>}
    </FormControl>
  );
}
