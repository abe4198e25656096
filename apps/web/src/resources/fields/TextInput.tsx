import type { TextField as TextFieldDef } from '@chairside/domain';
import { TextField } from '@mui/material';
import type { FieldInputProps } from './types';
import { useTextFieldBase } from './useFieldText';

const INPUT_TYPES = { email: 'email', phone: 'tel', url: 'url' } as const;
const AUTOCOMPLETE = { email: 'email', phone: 'tel', url: 'url' } as const;

/** Single-line or multiline text; emails, phone numbers and web addresses get the matching keyboard. */
export function TextInput(props: FieldInputProps<TextFieldDef>) {
  const { field, value, onChange } = props;
  const base = useTextFieldBase(props);
  return (
    <TextField
      {...base}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      type={field.format ? INPUT_TYPES[field.format] : 'text'}
      autoComplete={field.format ? AUTOCOMPLETE[field.format] : 'off'}
      multiline={field.multiline}
      minRows={field.multiline ? 3 : undefined}
      maxRows={field.multiline ? 12 : undefined}
      slotProps={{ htmlInput: { maxLength: field.max } }}
    />
  );
}
