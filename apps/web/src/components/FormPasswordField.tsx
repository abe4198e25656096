import type { TextFieldProps } from '@mui/material';
import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './FormTextField';
import { PasswordToggle } from './PasswordToggle';

interface FormPasswordFieldProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  margin?: TextFieldProps['margin'];
}

/** A password field with a show/hide button. */
export function FormPasswordField<T extends FieldValues, C, O extends FieldValues>({
  autoComplete,
  ...rest
}: FormPasswordFieldProps<T, C, O>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        input: { endAdornment: <PasswordToggle visible={visible} onToggle={() => setVisible((v) => !v)} /> },
      }}
    />
  );
}
