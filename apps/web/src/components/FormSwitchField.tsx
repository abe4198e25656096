import { FormControlLabel, Switch } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface FormSwitchFieldProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  name: Path<T>;
  /** Shown as is (translate before passing). */
  label: string;
}

/** A react-hook-form on/off switch with its label. */
export function FormSwitchField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  label,
}: FormSwitchFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field } }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              {...field}
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
              slotProps={{ input: { ref } }}
            />
          }
        />
      )}
    />
  );
}
