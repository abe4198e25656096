import type { TimeField } from '@chairside/domain';
import { ClockTimeField } from '../../components/ClockTimeField';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';

/** A time of day (`HH:MM`) in one text box, on the clinic's 24- or 12-hour clock. */
export function TimeInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
}: FieldInputProps<TimeField>) {
  const text = useFieldText(field, errors);
  return (
    <ClockTimeField
      {...text}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={inputRef}
      required={field.required}
      disabled={disabled}
      fullWidth
    />
  );
}
