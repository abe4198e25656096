import type { DateField } from '@chairside/domain';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useFormatContext } from '../useFormatContext';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';
import { usePickerValue } from './usePickerValue';

/** A calendar date (`YYYY-MM-DD` in the form and the API), shown in the clinic's date format. */
export function DateInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
}: FieldInputProps<DateField>) {
  const text = useFieldText(field, errors);
  const { dateFormat } = useFormatContext();
  const [picked, change] = usePickerValue(value, onChange, (d) => d.format('YYYY-MM-DD'));
  return (
    <DatePicker
      label={text.label}
      value={picked}
      onChange={change}
      format={dateFormat}
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
