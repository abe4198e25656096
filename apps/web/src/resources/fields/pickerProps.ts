import type { FieldDef } from '@chairside/domain';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';

/** The props a MUI X date or date-time picker of a field shares: label, helper line, focus, clearing. */
export function usePickerProps({ name, field, onBlur, inputRef, errors, disabled }: FieldInputProps<FieldDef>) {
  const text = useFieldText(field, errors);
  return {
    label: text.label,
    disabled,
    inputRef,
    slotProps: {
      textField: {
        name,
        required: field.required,
        error: text.error,
        helperText: text.helperText,
        onBlur,
        fullWidth: true,
      },
      field: { clearable: !field.required },
    },
  };
}
