import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../i18n/useTranslation';

export interface SelectOption {
  value: string;
  /** Shown as is (translate before passing). */
  label: string;
}

type FormSelectFieldProps<T extends FieldValues, C, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select' | 'defaultValue'
> & {
  control: Control<T, C, O>;
  name: Path<T>;
  options: readonly SelectOption[];
  /** Called after the form value changed (to update a dependent field). */
  onValueChange?(value: string): void;
};

/** A react-hook-form select with its (translated) validation message. */
export function FormSelectField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  options,
  onValueChange,
  helperText,
  ...rest
}: FormSelectFieldProps<T, C, O>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          select
          value={value ?? ''}
          inputRef={ref}
          onChange={(e) => {
            onChange(e.target.value);
            onValueChange?.(e.target.value);
          }}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
