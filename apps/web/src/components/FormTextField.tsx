import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';

type FormTextFieldProps<T extends FieldValues, C, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  control: Control<T, C, O>;
  name: Path<T>;
};

/** A react-hook-form text field: labelled, with its (translated) validation message under it. */
export function FormTextField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  helperText,
  ...rest
}: FormTextFieldProps<T, C, O>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
        />
      )}
    />
  );
}
