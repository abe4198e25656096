import type { TextField as TextFieldDef } from '@chairside/domain';
import { TextField } from '@mui/material';
import type { FieldInputProps } from './types';
import { useFieldText } from './useFieldText';

const INPUT_TYPES = { email: 'email', phone: 'tel', url: 'url' } as const;
const AUTOCOMPLETE = { email: 'email', phone: 'tel', url: 'url' } as const;

/** Single-line or multiline text; emails, phone numbers and web addresses get the matching keyboard. */
export function TextInput({
  name,
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  errors,
  disabled,
}: FieldInputProps<TextFieldDef>) {
  const text = useFieldText(field, errors);
  return (
    <TextField
      {...text}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      required={field.required}
      disabled={disabled}
      fullWidth
      type={field.format ? INPUT_TYPES[field.format] : 'text'}
      autoComplete={field.format ? AUTOCOMPLETE[field.format] : 'off'}
      multiline={field.multiline}
      minRows={field.multiline ? 3 : undefined}
      maxRows={field.multiline ? 12 : undefined}
      slotProps={{ htmlInput: { maxLength: field.max } }}
    />
  );
}
