import type { DateTimeField } from '@chairside/domain';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useFormatContext } from '../useFormatContext';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';
import { usePickerValue } from './usePickerValue';

/** An instant, picked in local time and sent as ISO 8601 (UTC). */
export function DateTimeInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
}: FieldInputProps<DateTimeField>) {
  const text = useFieldText(field, errors);
  const { dateFormat } = useFormatContext();
  const [picked, change] = usePickerValue(value, onChange, (d) => d.toISOString());
  return (
    <DateTimePicker
      label={text.label}
      value={picked}
      onChange={change}
      format={`${dateFormat} HH:mm`}
      ampm={false}
      disabled={disabled}
      inputRef={inputRef}
      slotProps={{
        textField: {
          name,
          required: field.required,
          error: text.error,
          helperText: text.helperText,
          onBlur,
          fullWidth: true,
        },
        field: { clearable: !field.required },
      }}
    />
  );
}
