import type { ReferenceField } from '@chairside/domain';
import { ReferenceAutocomplete } from '../ReferenceAutocomplete';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';

/** A record of another resource, found by typing part of its name. */
export function ReferenceInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
  valueLabel,
}: FieldInputProps<ReferenceField>) {
  const text = useFieldText(field, errors);
  return (
    <ReferenceAutocomplete
      resource={field.resource}
      value={typeof value === 'number' ? value : null}
      onChange={onChange}
      valueLabel={valueLabel}
      label={text.label}
      required={field.required}
      disabled={disabled}
      error={text.error}
      helperText={text.helperText}
      name={name}
      onBlur={onBlur}
      inputRef={inputRef}
    />
  );
}
