import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './FormTextField';

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
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((v) => !v)}
                aria-label={visible ? t('Hide password') : t('Show password')}
                aria-pressed={visible}
                edge="end"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
